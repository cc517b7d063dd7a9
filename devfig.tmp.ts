import { devFigures } from './bench/dev-figures.ts';
console.log(await devFigures(process.cwd()));
