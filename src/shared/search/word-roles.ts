/**
 * The roles of common question words in English and Chinese: how the query reader (query-plan.ts) treats them.
 * The words of a symptom are the site's (`symptoms` of its vocabulary).
 */

/** Frequent English words that say nothing about a page: the index leaves them out (tokenize.ts). */
export const UNINDEXED_WORDS = 'a an and are as at be by for in is it of on or the to with';

/**
 * Words that carry no meaning in a question: dropped from a query (unless it has nothing else). The
 * unindexed words are among them. Chinese ones are also where a run of characters is cut into words.
 */
export const STOP_WORDS = {
  en: `${UNINDEXED_WORDS} how do does did i me my up between give gives giving get gets we our you your can could should would will what which where when why who there this that these those its from into about any some so than then just also please want wanted trying try but there here get got have has had am was were been being not no dont doesnt don doesn isn t s instead without`,
  zh: '怎么办 怎么样 怎么 怎样 如何 为什么 为何 为啥 什么 哪个 哪些 哪里 在哪里 在哪 是否 能否 能不能 可不可以 可以 有没有 有办法 办法 一下 一个 这个 那个 我们 我的 我想 我要 请问 求助 的 了 吗 呢 吧 啊 呀 把 被 让 给 很 太 都 就 也 还 是 在 和 与 或 我 你 他 要 想 么 得 地 着 过 之 并 将 又',
};

/**
 * Words that say what to do rather than what about (set, change, 配置, 修改): searched, but a
 * page does not rank higher for matching them.
 */
export const WEAK_WORDS = {
  en: 'set setup change changing configure configured config configuration settings setting return returns use using used make enable enabled disable disabled turn off add adding remove removing custom customize own way only show see run running',
  zh: '设置 配置 修改 更改 返回 使用 关掉 停用 开启 关闭 启用 禁用 添加 去掉 去除 移除 实现 支持 自定义 项目 需要 不要 直接 默认 打开 里面 里 中 时 后 时候',
};
