<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name></name>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_delegate.cpp" line="26"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_delegate.cpp" line="26"/>
        <source>no</source>
        <translation>否</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../../app/main.cpp" line="86"/>
        <source>GpuPlan</source>
        <translation>GpuPlan</translation>
    </message>
    <message>
        <location filename="../../app/main.cpp" line="87"/>
        <source>Cannot open the store:
%1</source>
        <translation>无法打开数据库：
%1</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui</name>
    <message>
        <location filename="../../ui/display_format.cpp" line="45"/>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <location filename="../../ui/display_format.cpp" line="47"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location filename="../../ui/display_format.cpp" line="49"/>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <location filename="../../ui/display_format.cpp" line="51"/>
        <location filename="../../ui/report/report_charts.cpp" line="197"/>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <location filename="../../ui/display_format.cpp" line="52"/>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <location filename="../../ui/display_format.cpp" line="56"/>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <location filename="../../ui/display_format.cpp" line="79"/>
        <source>%1 users</source>
        <translation>%1 位用户</translation>
    </message>
    <message>
        <location filename="../../ui/display_format.cpp" line="80"/>
        <source>%1, %2 think time</source>
        <translation>%1，思考时间 %2</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/details_table.h" line="40"/>
        <source>Wall time</source>
        <translation>墙钟时间</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/details_table.h" line="41"/>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="182"/>
        <source>&amp;nbsp;&amp;nbsp;range</source>
        <translation>&amp;nbsp;&amp;nbsp;区间</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="280"/>
        <location filename="../../ui/scenarios/details_table.h" line="42"/>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="183"/>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="195"/>
        <source>%1 to %2</source>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_html.cpp" line="50"/>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="120"/>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="144"/>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="257"/>
        <source>undated</source>
        <translation>无日期</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_html.cpp" line="72"/>
        <source>%1 or %2</source>
        <translation>%1或%2</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_html.cpp" line="72"/>
        <location filename="../../ui/report/report_summary.cpp" line="143"/>
        <location filename="../../ui/report/report_summary.cpp" line="177"/>
        <location filename="../../ui/report/report_summary.cpp" line="210"/>
        <location filename="../../ui/report/report_summary.cpp" line="346"/>
        <location filename="../../ui/report/report_summary.cpp" line="394"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="59"/>
        <source>%1 output tokens/s</source>
        <translation>每秒 %1 输出 token</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="56"/>
        <source>%1 tokens</source>
        <translation>%1 token</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="54"/>
        <source>an RL run of %1 (prompts × rollouts a step)</source>
        <translation>强化学习运行 %1（每步提示数 × rollout 数）</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="58"/>
        <source>%1 at p90 service levels</source>
        <translation>%1（p90 服务等级）</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="66"/>
        <source>No recommendation: %1.</source>
        <translation>无推荐：%1。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="68"/>
        <source>no compared card has a rent price in %1</source>
        <translation>在%1，参与比较的卡都没有租用价格</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="72"/>
        <source>No card meets every constraint of the scenario: see the deadline and budget below.</source>
        <translation>没有一张卡满足方案的全部约束：见下方的截止时间与预算。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="75"/>
        <source>Recommended: %1 × %2 in %3: %4, %5 (%6 to %7).</source>
        <translation>推荐：%1 × %2，%3：%4，%5（%6 至 %7）。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="78"/>
        <source>Recommended: %1 × %2 in %3: %4 a month (%5 to %6), %7 per million output tokens.</source>
        <translation>推荐：%1 × %2，%3：每月 %4（%5 至 %6），每百万输出 token %7。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="88"/>
        <source>%1, %2 parameters: %3 of %4.</source>
        <translation>%1，%2 参数：%4 的%3。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="89"/>
        <source>a Llama-shaped model</source>
        <translation>按 Llama 结构推导的模型</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="95"/>
        <source>Each card of the recommendation holds %1 of its %2 (%3).</source>
        <translation>推荐方案中每张卡占用 %1 / %2 显存（%3）。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="107"/>
        <source>Serving in %1, as the scenario says.</source>
        <translation>按方案设定以 %1 提供推理服务。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="110"/>
        <source>The RL run trains in %1 on every card, as the scenario says; what FP8 would save is not estimated for RL runs.</source>
        <translation>强化学习运行按方案设定在每张卡上以 %1 训练；未估算 FP8 对强化学习运行可节省多少卡时。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="116"/>
        <source>%1 trains in FP4: %2 fewer GPU-hours than in BF16.</source>
        <translation>%1 以 FP4 训练：比 BF16 少用 %2 的 GPU 卡时。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="119"/>
        <source>%1 has no FP4 and trains in FP8: %2 fewer GPU-hours than in BF16.</source>
        <translation>%1 不支持 FP4，以 FP8 训练：比 BF16 少用 %2 的 GPU 卡时。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="122"/>
        <source>%1 has neither FP4 nor FP8 and trains in BF16.</source>
        <translation>%1 既不支持 FP4 也不支持 FP8，以 BF16 训练。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="127"/>
        <source>%1 trains in FP8: %2 fewer GPU-hours than in BF16.</source>
        <translation>%1 以 FP8 训练：比 BF16 少用 %2 的 GPU 卡时。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="129"/>
        <source>%1 has no FP8 and trains in BF16.</source>
        <translation>%1 不支持 FP8，以 BF16 训练。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="133"/>
        <source>No compared card has FP8: every card trains in BF16.</source>
        <translation>参与比较的卡都不支持 FP8：均以 BF16 训练。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="136"/>
        <source>%1 on %2</source>
        <translation>%2 节省 %1</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="139"/>
        <source>The scenario trains in %1; FP8 would not save GPU-hours on these cards.</source>
        <translation>方案以 %1 训练；在这些卡上改用 FP8 不会节省 GPU 卡时。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="141"/>
        <source>The scenario trains in %1. FP8 would save GPU-hours: %2; the first choice would then be %3 at %4.</source>
        <translation>方案以 %1 训练。改用 FP8 可节省 GPU 卡时：%2；届时首选为 %3，费用 %4。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="153"/>
        <source>%1 × %2 span %3 nodes: traffic between them crosses %4.</source>
        <translation>%1 × %2 跨 %3 个节点：节点间通信经由 %4。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="157"/>
        <source>%1 × %2 span %3 nodes: traffic between them crosses %4 (MFU %5).</source>
        <translation>%1 × %2 跨 %3 个节点：节点间通信经由 %4（MFU %5）。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="160"/>
        <source>%1 × %2 fit in one node (MFU %3).</source>
        <translation>%1 × %2 可放入单个节点（MFU %3）。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="162"/>
        <source>%1 × %2 fit in one node.</source>
        <translation>%1 × %2 可放入单个节点。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="170"/>
        <source>None set in the scenario: no option is ruled out by cost.</source>
        <translation>方案未设定：不因费用排除任何选项。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="174"/>
        <location filename="../../ui/report/report_summary.cpp" line="206"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="175"/>
        <source>%1: the first option uses %2 of it.</source>
        <translation>%1：首选方案用去其中的 %2。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="177"/>
        <source>Over it: %1.</source>
        <translation>超出预算：%1。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="186"/>
        <source>Serving has none; a request takes %1 on the first option.</source>
        <translation>推理服务不设截止时间；首选方案上单个请求耗时 %1。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="196"/>
        <source>None set; the first option is also the fastest card: %1.</source>
        <translation>未设定；首选方案也是最快的卡：%1。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="198"/>
        <source>None set; the first option takes %1, the fastest card, %2, %3.</source>
        <translation>未设定；首选方案耗时 %1，最快的卡 %2 耗时 %3。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="205"/>
        <source>%1 (no count finishes in time)</source>
        <translation>%1（任何卡数都无法按时完成）</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="208"/>
        <source>%1: the first option finishes in %2.</source>
        <translation>%1：首选方案 %2 完成。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="210"/>
        <source>Past it: %1.</source>
        <translation>超过截止时间：%1。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="218"/>
        <source>%1 is the only card with a rent price here.</source>
        <translation>%1 是此处唯一有租用价格的卡。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="219"/>
        <source>%1 below the next option, %2 at %3.</source>
        <translation>比次选 %2（%3）低 %1。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="229"/>
        <source>Model size</source>
        <translation>模型规模</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="230"/>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="230"/>
        <source>FP4</source>
        <translation>FP4</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="232"/>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="234"/>
        <source>Deadline</source>
        <translation>截止时间</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="235"/>
        <source>Cost</source>
        <translation>费用</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="236"/>
        <source>Checklist</source>
        <translation>决策清单</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="236"/>
        <source>This scenario</source>
        <translation>本方案</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="246"/>
        <location filename="../../ui/report/report_summary.cpp" line="251"/>
        <source>none in %1</source>
        <translation>%1无价格</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="256"/>
        <source>no stored rate into %1</source>
        <translation>没有换算为 %1 的已存汇率</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="261"/>
        <source>cheapest in %1: %2 (%3, %4) %5</source>
        <translation>%1 最低价：%2（%3，%4）%5</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="297"/>
        <source>recommended</source>
        <translation>推荐</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="301"/>
        <source>past the deadline</source>
        <translation>超过截止时间</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="303"/>
        <source>over the budget</source>
        <translation>超出预算</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="305"/>
        <location filename="../../ui/report/report_summary.cpp" line="317"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="321"/>
        <source>Rent of the job, low – high</source>
        <translation>任务租金，低 – 高</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="321"/>
        <source>Rent a month, low – high</source>
        <translation>每月租金，低 – 高</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="322"/>
        <source>Cards</source>
        <translation>卡数</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="322"/>
        <source>Price used</source>
        <translation>所用价格</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="333"/>
        <location filename="../../ui/report/report_writer.cpp" line="305"/>
        <source>GPU comparison for approval</source>
        <translation>GPU 方案对比（审批用）</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="335"/>
        <source>Date:</source>
        <translation>日期：</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="335"/>
        <source>Prepared by:</source>
        <translation>编制人：</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="337"/>
        <source>Approved by:</source>
        <translation>审批人：</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="339"/>
        <source>1 card</source>
        <translation>1 张卡</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="340"/>
        <source>%1 cards</source>
        <translation>%1 张卡</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="341"/>
        <source>as many cards as each needs</source>
        <translation>每种卡按所需数量</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="343"/>
        <source>Scenario &lt;b&gt;%1&lt;/b&gt;: %2 of %3, %4 in %5; prices for %6 in %7; cards compared: %8.</source>
        <translation>方案 &lt;b&gt;%1&lt;/b&gt;：%3 的%2，%4，%5；价格取%6，以 %7 计；比较的卡：%8。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="347"/>
        <source>Recommendation</source>
        <translation>推荐</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="349"/>
        <source>Cost in %1</source>
        <translation>费用（%1）</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="351"/>
        <source>Ranges: each price&apos;s own low and high%1. Each card&apos;s price is its cheapest on-demand, reserved or monthly one in the nearest of %2 that has one; [n] is its row in the Sources table.</source>
        <translation>区间：各价格自身的高低值%1。每张卡的价格取%2中最近一个有价格之处的最低按需、预留或包月价格；[n] 为其在“来源”表中的行号。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="355"/>
        <source> and the RL estimate&apos;s ±%1%</source>
        <translation>，以及强化学习估算的 ±%1%</translation>
    </message>
    <message>
        <source> and the RL estimate&apos;s ±21%</source>
        <translation type="vanished">，以及强化学习估算的 ±21%</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="357"/>
        <source> and the calibrated efficiency ±15%</source>
        <translation>以及校准效率 ±15%</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="364"/>
        <source>Converted at the stored rates: %1.</source>
        <translation>按已存汇率换算：%1。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="376"/>
        <source>%1: %2, %3, %4, %5 %6</source>
        <translation>%1：%2，%3，%4，%5 %6</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="380"/>
        <source>Prices: %1.</source>
        <translation>价格：%1。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="392"/>
        <source>Missing: a rent price for %1 in %2 (none is stored there): add one in the Prices tab or with gpuplan price set, and the card is ranked.</source>
        <translation>缺少：%1 在%2的租用价格（均未存储）：在“价格”页或用 gpuplan price set 添加后，该卡即参与排名。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sources.cpp" line="189"/>
        <location filename="../../ui/report/report_text.cpp" line="28"/>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_text.cpp" line="30"/>
        <source>%1 (baseline)</source>
        <translation>%1（基准）</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_text.cpp" line="50"/>
        <source>Specifications, prices and the scenario on each card</source>
        <translation>各卡规格、价格与方案结果</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_text.cpp" line="51"/>
        <source>Ratios are against the baseline; the better value of each row is in bold.</source>
        <translation>比值相对于基准卡；每行较优的数值为粗体。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="283"/>
        <location filename="../../ui/report/report_text.cpp" line="73"/>
        <source>%1 a request</source>
        <translation>每请求 %1</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_text.cpp" line="75"/>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_text.cpp" line="77"/>
        <source>Workload results</source>
        <translation>任务结果</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_text.cpp" line="78"/>
        <location filename="../../ui/scenarios/details_table.h" line="44"/>
        <source>GPU-hours</source>
        <translation>GPU 卡时</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_rl.cpp" line="119"/>
        <location filename="../../ui/report/report_sources.cpp" line="56"/>
        <location filename="../../ui/report/report_summary.cpp" line="322"/>
        <location filename="../../ui/report/report_text.cpp" line="78"/>
        <source>Card</source>
        <translation>卡</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_text.cpp" line="78"/>
        <source>Plan</source>
        <translation>并行方案</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_text.cpp" line="88"/>
        <source>indicative</source>
        <translation>参考报价</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_text.cpp" line="130"/>
        <source>%1: no rent price stored</source>
        <translation>%1：未存储租用价格</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_text.cpp" line="142"/>
        <source>Rent by region and provider</source>
        <translation>各地区与供应商的租金</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_text.cpp" line="143"/>
        <source>No stored rent price for these cards.</source>
        <translation>这些卡没有已存储的租用价格。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_text.cpp" line="144"/>
        <source>Region</source>
        <translation>地区</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_text.cpp" line="144"/>
        <source>Provider</source>
        <translation>供应商</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_text.cpp" line="144"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_text.cpp" line="144"/>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_text.cpp" line="144"/>
        <source>Range</source>
        <translation>区间</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_text.cpp" line="145"/>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sources.cpp" line="51"/>
        <source>never</source>
        <translation>不会</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sources.cpp" line="52"/>
        <source>no rent price to compare</source>
        <translation>没有可比较的租金价格</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sources.cpp" line="55"/>
        <source>Buying: three-year cost of owning</source>
        <translation>购买：三年自建成本</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sources.cpp" line="56"/>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sources.cpp" line="59"/>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sources.cpp" line="60"/>
        <source>Rent is each card&apos;s cheapest on-demand, reserved or monthly price that applies in the region (its own or its cloud regions&apos;, else its country&apos;s or worldwide), compared at the stored exchange rates; spot prices are not used. Indicative prices are market quotes, not list prices.</source>
        <translation>租金取每张卡在该地区适用的最低按需、预留或包月价格（先看本地区及其云区域的价格，没有时再看所属国家或全球的价格），不同币种按已存汇率比较；不使用竞价价格。参考报价是市场报价，不是官方标价。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sources.cpp" line="71"/>
        <source>Where the count is chosen for the load, the rent&apos;s range takes each card&apos;s throughput %1% lower or higher: about the calibration&apos;s cross-validated error.</source>
        <translation>卡数按负载选定时，租金区间按每卡吞吐量上下浮动 %1% 计算：约为校准的交叉验证误差。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sources.cpp" line="78"/>
        <source>RL time ranges take each step %1% shorter or longer: about the RL estimate&apos;s cross-validated error on published steps.</source>
        <translation>强化学习的时间区间按每步缩短或延长 %1% 计算：约为强化学习估算在公布步骤上的交叉验证误差。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sources.cpp" line="81"/>
        <source>Training time ranges assume the calibrated efficiency 15% lower or higher.</source>
        <translation>训练时间区间假设校准效率上下浮动 15%。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sources.cpp" line="19"/>
        <source>1 %1 = %2 USD (%3)</source>
        <translation>1 %1 = %2 美元（%3）</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sources.cpp" line="100"/>
        <source>Cards without FP8 run an FP8 scenario in BF16.</source>
        <translation>不支持 FP8 的卡以 BF16 运行 FP8 方案。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sources.cpp" line="96"/>
        <source>Owning: three years, %1% utilization, the cheapest 8-GPU server price that applies in the region, the region&apos;s electricity price and PUE, 1.3 kW per server for the host, no residual value.</source>
        <translation>自建：三年，%1% 利用率，该地区适用的最低 8 卡服务器价格，该地区的电价和 PUE，每台服务器主机另计 1.3 kW，无残值。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sources.cpp" line="89"/>
        <source>%1.</source>
        <translation>%1。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sources.cpp" line="105"/>
        <source>Cards without FP4 run an FP4 scenario in FP8, or in BF16 without FP8. FP4 is not calibrated: its GEMMs take the card&apos;s FP8 efficiency.</source>
        <translation>不支持 FP4 的卡以 FP8 运行 FP4 方案，也不支持 FP8 的以 BF16 运行。FP4 未经校准：其矩阵乘法沿用该卡的 FP8 效率。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sources.cpp" line="110"/>
        <source>Training software: %1; attention kernel: %2.</source>
        <translation>训练软件：%1；注意力内核：%2。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sources.cpp" line="122"/>
        <source>Exchange rates used: %1.</source>
        <translation>所用汇率：%1。</translation>
    </message>
    <message>
        <source>An RL step&apos;s rollouts run on the serving model, its log-probabilities and update on the training model&apos;s plan, at shares of their speed fitted on published RL steps (cross-validated median error about 21%); the refit moves the weights at the rate published refits reached.</source>
        <translation type="vanished">强化学习每一步的 rollout 按推理模型计算，对数概率与更新按训练模型的并行方案计算，其速度比例按公布的强化学习步骤拟合（交叉验证中位误差约 21%）；权重同步按公布的同步速率传输权重。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sources.cpp" line="155"/>
        <source>Exchange rate: %1</source>
        <translation>汇率：%1</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sources.cpp" line="188"/>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sources.cpp" line="165"/>
        <source>Price of %1 (%2, %3)</source>
        <translation>%1 的价格（%2，%3）</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sources.cpp" line="138"/>
        <source>An RL step&apos;s rollouts run on the serving model, its log-probabilities and update on the training model&apos;s plan, at shares of their speed fitted on published RL steps (cross-validated median error about %1%); the refit moves the weights at the rate published refits reached, and colocated the optimizer states go to host memory and back at the rate measured for NeMo RL&apos;s copies.</source>
        <translation>强化学习每步的 rollout 用推理模型估算，对数概率与更新用训练模型的并行方案估算，二者速度按公布的强化学习步骤拟合的比例折算（交叉验证中位误差约 %1%）；权重同步按公布的同步速率传输权重，共置时优化器状态按 NeMo RL 拷贝的实测速率移到主机内存再移回。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sources.cpp" line="164"/>
        <source>Server price of %1 (%2, %3)</source>
        <translation>%1 服务器价格（%2，%3）</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sources.cpp" line="181"/>
        <source>Electricity in %1: %2 %3 per kWh (%4); PUE %5</source>
        <translation>%1 电价：每千瓦时 %2 %3（%4）；PUE %5</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sources.cpp" line="189"/>
        <location filename="../../ui/report/report_text.cpp" line="145"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sources.cpp" line="189"/>
        <source>Verification or note</source>
        <translation>核实情况或备注</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sources.cpp" line="127"/>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sources.cpp" line="128"/>
        <source>Training time comes from a per-step model of compute at calibrated efficiency, memory-bound work and communication for the fastest parallel plan found by search, calibrated against published training runs (median error about 5%). Serving throughput comes from a prefill and decode model calibrated on published serving measurements. Costs are exact in the prices&apos; currency. Details: docs/estimation.md.</source>
        <translation>训练时间来自逐步模型：按校准效率计算的算力、受显存带宽限制的计算和通信，取搜索得到的最快并行方案，并以公开训练记录校准（中位误差约 5%）。推理吞吐来自预填充与解码模型，以公开推理测量校准。成本按价格币种精确计算。详见 docs/estimation.md。</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="53"/>
        <source>Tokens per second</source>
        <translation>每秒 token 数</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="54"/>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="55"/>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="119"/>
        <source>&lt;b&gt;One step&lt;/b&gt;</source>
        <translation>&lt;b&gt;单步&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="57"/>
        <source>matrix compute</source>
        <translation>矩阵计算</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="58"/>
        <source>memory-bound work</source>
        <translation>受显存带宽限制的计算</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="59"/>
        <source>tensor-parallel communication</source>
        <translation>张量并行通信</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="60"/>
        <source>pipeline communication</source>
        <translation>流水线并行通信</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="61"/>
        <source>data-parallel communication</source>
        <translation>数据并行通信</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="65"/>
        <source>pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="66"/>
        <source>fixed overhead</source>
        <translation>固定开销</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="322"/>
        <location filename="../../ui/report/report_text.cpp" line="78"/>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="71"/>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="88"/>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="139"/>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="36"/>
        <source>given</source>
        <translation>指定</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="38"/>
        <source>memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="40"/>
        <source>time to first token limit</source>
        <translation>首 token 时间上限</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="42"/>
        <source>time per output token limit</source>
        <translation>每输出 token 时间上限</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="44"/>
        <source>requests</source>
        <translation>请求数</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="62"/>
        <source>context-parallel K/V exchange</source>
        <translation>上下文并行 K/V 交换</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="63"/>
        <source>expert all-to-all</source>
        <translation>专家 all-to-all 通信</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="64"/>
        <source>ZeRO-Offload (PCIe and host Adam)</source>
        <translation>ZeRO-Offload（PCIe 传输与主机 Adam）</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="78"/>
        <source>Time to first token</source>
        <translation>首 token 时间</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="78"/>
        <source>Time to first token, p90 under the load</source>
        <translation>首 token 时间（该负载下 p90）</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="80"/>
        <source>Time per output token</source>
        <translation>每输出 token 时间</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="80"/>
        <source>Time per output token, p90 under the load</source>
        <translation>每输出 token 时间（该负载下 p90）</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="82"/>
        <source>One request</source>
        <translation>单个请求</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="82"/>
        <source>One request, p90 under the load</source>
        <translation>单个请求（该负载下 p90）</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="84"/>
        <source>Output tokens per second</source>
        <translation>每秒输出 token 数</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="85"/>
        <source>Batch per replica</source>
        <translation>每副本批大小</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="86"/>
        <source>%1 (at most %2; limited by %3)</source>
        <translation>%1（最多 %2；受限于 %3）</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="87"/>
        <source>Decode</source>
        <translation>解码</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="87"/>
        <source>memory-bound</source>
        <translation>受显存带宽限制</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="87"/>
        <source>compute-bound</source>
        <translation>受算力限制</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="96"/>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="103"/>
        <source>weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="97"/>
        <source>gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="98"/>
        <source>optimizer state</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="99"/>
        <source>activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="100"/>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="105"/>
        <source>framework overhead</source>
        <translation>框架开销</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="104"/>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="107"/>
        <source>&lt;b&gt;total&lt;/b&gt;</source>
        <translation>&lt;b&gt;合计&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="107"/>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="175"/>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="181"/>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="188"/>
        <source>of %1</source>
        <translation>共 %1</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="117"/>
        <source>rack of %1 GPUs (one-off)</source>
        <translation>每柜 %1 卡的整机柜（一次性）</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="118"/>
        <source>%1, indicative</source>
        <translation>%1，参考报价</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="131"/>
        <source>Cheapest comparable offer in %1: %2 in %3</source>
        <translation>%1 市场上最便宜的同类报价：%2，位于 %3</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="141"/>
        <source>Electricity: %1 %2 per kWh in %3 (%4; source: %5); PUE %6 (source: %7)</source>
        <translation>电价：%3 每千瓦时 %1 %2（%4；来源：%5）；PUE %6（来源：%7）</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="155"/>
        <source>Converted at 1 %1 = %2 USD (%3; source: %4)</source>
        <translation>换算汇率：1 %1 = %2 美元（%3；来源：%4）</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="171"/>
        <source>Training pool&apos;s price (%1 × %2): %3</source>
        <translation>训练池的价格（%1 × %2）：%3</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="174"/>
        <source>Generation pool&apos;s price (%1 × %2): %3</source>
        <translation>生成池的价格（%1 × %2）：%3</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="206"/>
        <source>Training pool&apos;s purchase (%1): %2</source>
        <translation>训练池的购置价（%1）：%2</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="208"/>
        <source>Generation pool&apos;s purchase (%1): %2</source>
        <translation>生成池的购置价（%1）：%2</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="218"/>
        <source>both pools together</source>
        <translation>两个资源池合计</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="221"/>
        <source>%1 GPUs a rack, bought whole for %2 GPUs</source>
        <translation>每柜 %1 卡，%2 卡按整柜购买</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="225"/>
        <source>IT power</source>
        <translation>IT 功率</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="225"/>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="343"/>
        <source>%1 kW</source>
        <translation>%1 千瓦</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="227"/>
        <source>GPUs at 70% of the time, the rest of the rack always on (%1 kW per rack of %2, the catalog&apos;s)</source>
        <translation>GPU 按 70% 时间工作，机柜其余部分常开（每机柜 %2 卡共 %1 千瓦，取自目录）</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="231"/>
        <source>GPUs at 70% of the time, 1.3 kW per server for the rest (assumed)</source>
        <translation>GPU 按 70% 时间工作，其余部分每台服务器 1.3 千瓦（假设）</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_text.cpp" line="78"/>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="108"/>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="189"/>
        <source>Memory per GPU</source>
        <translation>每卡显存</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="115"/>
        <source>%1 per %2 (%3, %4, %5; source: %6)</source>
        <translation>%1 / %2（%3，%4，%5；来源：%6）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/bar_charts.cpp" line="40"/>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="165"/>
        <source>Rent</source>
        <translation>租用</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="178"/>
        <source>Price: %1</source>
        <translation>价格：%1</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="181"/>
        <source>Rent of the job</source>
        <translation>任务租金</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="181"/>
        <source>Rent per month</source>
        <translation>每月租金</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="184"/>
        <source>Per GPU-hour</source>
        <translation>每卡时</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="185"/>
        <source>Per million tokens trained</source>
        <translation>每百万训练 token</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="185"/>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="341"/>
        <source>Per million output tokens</source>
        <translation>每百万输出 token</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="233"/>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="188"/>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="189"/>
        <source>exceeded</source>
        <translation>超出</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="189"/>
        <source>within</source>
        <translation>未超出</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="191"/>
        <source>What moves the rent most</source>
        <translation>对租金影响最大的因素</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="198"/>
        <source>Buy (three years)</source>
        <translation>购买（三年）</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="212"/>
        <source>Purchase: %1</source>
        <translation>购买价：%1</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="220"/>
        <source>Racks</source>
        <translation>机柜</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="218"/>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="223"/>
        <source>Servers</source>
        <translation>服务器台数</translation>
    </message>
    <message>
        <location filename="../../ui/compare/bar_charts.cpp" line="41"/>
        <location filename="../../ui/report/report_sources.cpp" line="56"/>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="224"/>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <location filename="../../ui/compare/bar_charts.cpp" line="42"/>
        <source>Facility</source>
        <translation>机房改造</translation>
    </message>
    <message>
        <location filename="../../ui/compare/bar_charts.cpp" line="43"/>
        <location filename="../../ui/report/report_sources.cpp" line="56"/>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="232"/>
        <source>Energy</source>
        <translation>电费</translation>
    </message>
    <message>
        <location filename="../../ui/compare/bar_charts.cpp" line="44"/>
        <source>Maintenance</source>
        <translation>维护</translation>
    </message>
    <message>
        <location filename="../../ui/compare/bar_charts.cpp" line="49"/>
        <source>%1 rent</source>
        <translation>%1 租用</translation>
    </message>
    <message>
        <location filename="../../ui/compare/bar_charts.cpp" line="49"/>
        <source>%1 buy</source>
        <translation>%1 购买</translation>
    </message>
    <message>
        <location filename="../../ui/compare/bar_charts.cpp" line="51"/>
        <source>%1: no rent to compare</source>
        <translation>%1：无可比较的租金</translation>
    </message>
    <message>
        <location filename="../../ui/compare/bar_charts.cpp" line="53"/>
        <source>%1: no purchase figures</source>
        <translation>%1：无购买数据</translation>
    </message>
    <message>
        <location filename="../../ui/compare/bar_charts.cpp" line="55"/>
        <source>%1: buying breaks even in %2 months</source>
        <translation>%1：购买 %2 个月回本</translation>
    </message>
    <message>
        <location filename="../../ui/compare/bar_charts.cpp" line="57"/>
        <source>%1: buying never breaks even</source>
        <translation>%1：购买无法回本</translation>
    </message>
    <message>
        <location filename="../../ui/compare/bar_charts.cpp" line="91"/>
        <source>input at its low end</source>
        <translation>输入取下限</translation>
    </message>
    <message>
        <location filename="../../ui/compare/bar_charts.cpp" line="92"/>
        <source>input at its high end</source>
        <translation>输入取上限</translation>
    </message>
    <message>
        <location filename="../../ui/compare/bar_charts.cpp" line="110"/>
        <source>change of the rent from %1</source>
        <translation>租金相对 %1 的变化</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="232"/>
        <source>%1 kWh</source>
        <translation>%1 千瓦时</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="235"/>
        <source>Residual value</source>
        <translation>残值</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="236"/>
        <source>&lt;b&gt;Total&lt;/b&gt;</source>
        <translation>&lt;b&gt;合计&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="237"/>
        <source>Per GPU-hour used</source>
        <translation>每使用卡时</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="239"/>
        <source>This job&apos;s share</source>
        <translation>本任务分摊</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sources.cpp" line="56"/>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="241"/>
        <source>Break-even against renting</source>
        <translation>与租用的盈亏平衡点</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sources.cpp" line="50"/>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="242"/>
        <source>after %1 months</source>
        <translation>%1 个月后</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="243"/>
        <source>never: renting costs less than running owned cards</source>
        <translation>不会：租用比自有卡的运行成本更低</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="283"/>
        <source>%1 (shape derived)</source>
        <translation>%1（结构按比例推导）</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="296"/>
        <source>%1 of %2 on %3 x %4 in %5, %6</source>
        <translation>%1：%2，%3 × %4，%5，%6</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="302"/>
        <source>No estimate:</source>
        <translation>无法估算：</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="303"/>
        <source>Plan:</source>
        <translation>并行方案：</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_writer.cpp" line="187"/>
        <source>Rent against the APIs</source>
        <translation>租用与 API 对比</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_writer.cpp" line="185"/>
        <source>Training time versus model size</source>
        <translation>训练时间与模型规模</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_writer.cpp" line="188"/>
        <source>Serving frontier</source>
        <translation>推理服务前沿</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_writer.cpp" line="186"/>
        <source>Rent versus model size</source>
        <translation>租金与模型规模</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_writer.cpp" line="192"/>
        <source>RL step by phase</source>
        <translation>强化学习每步各阶段用时</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_writer.cpp" line="195"/>
        <source>Rent against buy</source>
        <translation>租用与购买</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_writer.cpp" line="197"/>
        <source>Sensitivity of the rent</source>
        <translation>租金敏感性</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_writer.cpp" line="208"/>
        <source>GpuPlan %1, %2: page %3 of %4</source>
        <translation>GpuPlan %1，%2：第 %3 页，共 %4 页</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_writer.cpp" line="268"/>
        <source>No chart: no compared card has a rent price here.</source>
        <translation>无图表：参与比较的卡在此处都没有租用价格。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparison_data.cpp" line="62"/>
        <source>no exchange rate from %1 to %2</source>
        <translation>没有从 %1 到 %2 的汇率</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparison_data.cpp" line="100"/>
        <source>the scenario&apos;s generation pool on its own card is not compared: each card runs the whole run here</source>
        <translation>未比较场景中使用独立卡的生成池：此处每种卡承担整个运行</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparison_data.cpp" line="103"/>
        <source>%1 has no %2: its scenario runs in %3</source>
        <translation>%1 不支持 %2：其方案以 %3 运行</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparison_data.cpp" line="115"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../../ui/prices/region_chooser.cpp" line="44"/>
        <source>Mainland China</source>
        <translation>中国大陆</translation>
    </message>
    <message>
        <location filename="../../ui/prices/region_chooser.cpp" line="46"/>
        <source>Asia-Pacific</source>
        <translation>亚太</translation>
    </message>
    <message>
        <location filename="../../ui/prices/region_chooser.cpp" line="48"/>
        <source>Americas</source>
        <translation>美洲</translation>
    </message>
    <message>
        <location filename="../../ui/prices/region_chooser.cpp" line="50"/>
        <source>Europe</source>
        <translation>欧洲</translation>
    </message>
    <message>
        <location filename="../../ui/prices/region_chooser.cpp" line="52"/>
        <source>Worldwide</source>
        <translation>全球</translation>
    </message>
    <message>
        <location filename="../../ui/prices/region_chooser.cpp" line="56"/>
        <source>Other places</source>
        <translation>其他地区</translation>
    </message>
    <message>
        <location filename="../../ui/prices/region_chooser.cpp" line="88"/>
        <source>%1 cloud regions</source>
        <translation>%1 云区域</translation>
    </message>
    <message>
        <source>time (hours; range: the RL estimate ±21%)</source>
        <translation type="vanished">时间（小时；区间：强化学习估算 ±21%）</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_charts.cpp" line="155"/>
        <source>time (hours; range: the RL estimate ±%1%)</source>
        <translation>时间（小时；区间：强化学习估算 ±%1%）</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_charts.cpp" line="157"/>
        <source>time (hours; range: efficiency ±15%)</source>
        <translation>时间（小时；区间：效率 ±15%）</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_charts.cpp" line="158"/>
        <source>time per request (s)</source>
        <translation>单个请求时间（秒）</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_charts.cpp" line="163"/>
        <source>rent of the job (%1; range: price and efficiency)</source>
        <translation>任务租金（%1；区间：价格与效率）</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_charts.cpp" line="164"/>
        <source>rent a month (%1; range: price)</source>
        <translation>每月租金（%1；区间：价格）</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_charts.cpp" line="220"/>
        <source>not ranked</source>
        <translation>未参与排名</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_charts.cpp" line="220"/>
        <location filename="../../ui/report/report_summary.cpp" line="319"/>
        <source>no rent price</source>
        <translation>无租用价格</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_charts.cpp" line="243"/>
        <source>deadline</source>
        <translation>截止时间</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_charts.cpp" line="245"/>
        <source>budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/sample_workspace.cpp" line="73"/>
        <source>LoRA 72B on 8x A100</source>
        <translation>8 张 A100 LoRA 微调 72B</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/sample_workspace.cpp" line="74"/>
        <source>LoRA 72B on 8x H100</source>
        <translation>8 张 H100 LoRA 微调 72B</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/sample_workspace.cpp" line="75"/>
        <source>LoRA 72B on 8x H200</source>
        <translation>8 张 H200 LoRA 微调 72B</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/sample_workspace.cpp" line="76"/>
        <source>LoRA 72B on 8x H20</source>
        <translation>8 张 H20 LoRA 微调 72B</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/sample_workspace.cpp" line="90"/>
        <source>Pre-train 13B on 64x H100</source>
        <translation>64 张 H100 预训练 13B</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/sample_workspace.cpp" line="100"/>
        <source>Serve 70B at 2,000 tokens/s</source>
        <translation>70B 推理服务，每秒 2,000 token</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/sample_workspace.cpp" line="114"/>
        <source>GRPO 32B on 32x H100</source>
        <translation>32B GRPO，32 张 H100</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="255"/>
        <source>%1 per million input / cached / output tokens</source>
        <translation>每百万输入 / 缓存命中输入 / 输出 token %1</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="256"/>
        <source>(%1; source: %2)</source>
        <translation>（%1；来源：%2）</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="259"/>
        <source>This load through the API: %1 an hour; renting the deployment costs %2 times that.</source>
        <translation>该负载走 API：每小时 %1；租用此部署的费用是它的 %2 倍。</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="263"/>
        <source>No break-even load: %1</source>
        <translation>无盈亏平衡负载：%1</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="265"/>
        <source>Renting costs less than this API from about %1 requests/s (%2 output tokens/s), on %3.</source>
        <translation>负载达到约每秒 %1 个请求（每秒 %2 输出 token）起，租用比此 API 便宜，部署为 %3。</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="270"/>
        <source>Renting costs more than this API at every load up to 10,000 requests/s.</source>
        <translation>在每秒 10,000 个请求以内的任何负载下，租用都比此 API 贵。</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="366"/>
        <source>Serving economics</source>
        <translation>推理服务经济性</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="338"/>
        <source>Rent per hour</source>
        <translation>每小时租金</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="290"/>
        <source>%1 of %2 on %3 x %4 (training) and %5 x %6 (generation) in %7, %8</source>
        <translation>%1：%2，%3 × %4（训练）和 %5 × %6（生成），%7，%8</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="336"/>
        <source>Requests per second</source>
        <translation>每秒请求数</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="337"/>
        <source>what %1 users send at these latencies</source>
        <translation>%1 位用户在这些延迟下发出的请求</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="339"/>
        <source>Per million prompt tokens computed</source>
        <translation>每百万实际计算的提示词 token</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="340"/>
        <source>those not found in the prefix cache</source>
        <translation>即未命中前缀缓存的部分</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="343"/>
        <source>Power</source>
        <translation>功率</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="344"/>
        <source>%1 kW of GPUs at board power and their hosts, PUE %2</source>
        <translation>GPU 按板卡功耗计及其主机共 %1 kW，PUE %2</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="346"/>
        <source>Output tokens per MWh</source>
        <translation>每 MWh 输出 token</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="347"/>
        <source>%1 million</source>
        <translation>%1 百万</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="350"/>
        <source>Owning the cards, per hour</source>
        <translation>自有这些卡，每小时</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="352"/>
        <source>less than renting when they are busy more than %1% of the time</source>
        <translation>繁忙时间占比超过 %1% 时比租用便宜</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="354"/>
        <source>more than renting them around the clock</source>
        <translation>比全天候租用还贵</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="357"/>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="360"/>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="363"/>
        <source>Owning beats renting from</source>
        <translation>自有比租用便宜的起点</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="357"/>
        <source>any load</source>
        <translation>任何负载</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="358"/>
        <source>renting even the smallest deployment costs more an hour than owning these cards</source>
        <translation>即使只租最小的部署，每小时也比自有这些卡贵</translation>
    </message>
    <message>
        <location filename="../../ui/display_format.cpp" line="78"/>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="360"/>
        <source>%1 requests/s</source>
        <translation>每秒 %1 个请求</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="363"/>
        <source>no load</source>
        <translation>任何负载都不会</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="361"/>
        <source>on average; below it, renting only the deployment each load needs costs less</source>
        <translation>按平均负载计；低于此值时，按负载只租所需部署更便宜</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="364"/>
        <source>renting only the deployment each load needs costs less up to this load</source>
        <translation>在本方案负载以内，按负载只租所需部署都更便宜</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="366"/>
        <source>Against the APIs</source>
        <translation>与 API 对比</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="369"/>
        <source>No stored API price serves this model: add one on the API prices tab to see the load from which renting costs less.</source>
        <translation>没有已存储的 API 价格提供此模型：请在“API 价格”页添加，即可看到租用从多大负载起更便宜。</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="375"/>
        <source>Left out: %1</source>
        <translation>未纳入：%1</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_serving.cpp" line="40"/>
        <source>Serving the load: cost per token, power and the APIs</source>
        <translation>承载该负载：每 token 成本、功率与 API 对比</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_serving.cpp" line="41"/>
        <source>%1 on %2 × %3 (%4), rented in the report&apos;s region.</source>
        <translation>%1，%2 × %3（%4），按报告所选地区租用。</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="118"/>
        <source>Tokens trained per second</source>
        <translation>每秒训练 token 数</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="120"/>
        <source>generation runs ahead: the longer side and the refit</source>
        <translation>生成提前进行：取较长的一侧加权重同步</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="121"/>
        <source>the phases one after another</source>
        <translation>各阶段依次进行</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_rl.cpp" line="26"/>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="123"/>
        <source>generation (rollouts)</source>
        <translation>生成（rollout）</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_rl.cpp" line="28"/>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="124"/>
        <source>rewards and environments</source>
        <translation>奖励与环境</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_rl.cpp" line="30"/>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="125"/>
        <source>log-probabilities (forward passes)</source>
        <translation>对数概率（前向计算）</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_rl.cpp" line="32"/>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="126"/>
        <source>policy update</source>
        <translation>策略更新</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_rl.cpp" line="33"/>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="127"/>
        <source>refit (weights into the engines)</source>
        <translation>权重同步（权重载入推理引擎）</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_rl.cpp" line="35"/>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="128"/>
        <source>optimizer states to host memory and back</source>
        <translation>优化器状态移到主机内存再移回</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_rl.cpp" line="40"/>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="26"/>
        <source>colocated on %1</source>
        <translation>共置于 %1 张</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_rl.cpp" line="41"/>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="27"/>
        <source>%1 generate + %2 train</source>
        <translation>%1 张生成 + %2 张训练</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_rl.cpp" line="43"/>
        <source>, generation ahead</source>
        <translation>，生成提前</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_rl.cpp" line="51"/>
        <source>Each card colocated, as the scenario places the run: generation and training take turns on every GPU, and a step is its phases one after another. The chart pages show the same phases as bars.</source>
        <translation>每种卡都按场景的放置方式共置：生成与训练在每张 GPU 上轮流进行，一步是各阶段依次相加。图表页以条形图展示相同的阶段。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_rl.cpp" line="56"/>
        <source>Each card split as the scenario places the run: its generation pool, and a training pool of the other GPUs. A synchronous step is its phases one after another; with generation ahead, the longer side and the refit. The chart pages show the same phases as bars.</source>
        <translation>每种卡都按场景的放置方式分离：场景的生成池，以及由其余 GPU 组成的训练池。同步的一步是各阶段依次相加；生成提前时，取较长的一侧再加权重同步。图表页以条形图展示相同的阶段。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_rl.cpp" line="86"/>
        <source>The scenario&apos;s own pools (generation on %1): %2</source>
        <translation>场景自身的资源池（在 %1 上生成）：%2</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_rl.cpp" line="93"/>
        <source>The scenario itself splits the run over two cards: %1 × %2 generate and %3 × %4 train. One step takes %5 and the run %6; its rent, each pool at its card&apos;s price, is %7.</source>
        <translation>场景本身把运行分在两种卡上：%1 × %2 负责生成，%3 × %4 负责训练。每步耗时 %5，整个运行 %6；租金（每个资源池按其卡的价格计）为 %7。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_rl.cpp" line="119"/>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="143"/>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="145"/>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="151"/>
        <source>Placement</source>
        <translation>放置方式</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_rl.cpp" line="119"/>
        <source>One step</source>
        <translation>单步</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_rl.cpp" line="122"/>
        <source>Run</source>
        <translation>整个运行</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_rl.cpp" line="138"/>
        <source>RL post-training: each card&apos;s step by phase</source>
        <translation>强化学习后训练：各卡每步的各阶段用时</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_rl.cpp" line="63"/>
        <source>Each card in the placement that runs a step fastest on its GPUs: colocated (generation and training take turns on every GPU) or split into a generation pool and a training pool. A synchronous step is its phases one after another; with generation ahead, the longer side and the refit. The chart pages show the same phases as bars.</source>
        <translation>每种卡都采用在其 GPU 上单步最快的放置方式：共置（生成与训练在每张 GPU 上轮流进行），或分为生成池和训练池。同步的一步是各阶段依次相加；生成提前时，取较长的一侧再加权重同步。图表页以条形图展示相同的阶段。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_rl.cpp" line="167"/>
        <source>seconds a step</source>
        <translation>每步秒数</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_rl.cpp" line="201"/>
        <source>%1: step %2</source>
        <translation>%1：每步 %2</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="33"/>
        <source>generation</source>
        <translation>生成</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="35"/>
        <source>log-probabilities</source>
        <translation>对数概率</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="37"/>
        <source>update</source>
        <translation>更新</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="39"/>
        <source>refit</source>
        <translation>权重同步</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="81"/>
        <source>the fastest: %1 a step</source>
        <translation>最快：每步 %1</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="83"/>
        <source>%1 a step longer: %2 %3 against %4</source>
        <translation>每步慢 %1：%2 %3，最快者为 %4</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="88"/>
        <source>%1 a step longer: its phases run one after another</source>
        <translation>每步慢 %1：各阶段依次进行</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="107"/>
        <source>Placements tried</source>
        <translation>已尝试的放置方式</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="100"/>
        <source>The run in each placement the search tried, fastest first. Name one in the RL run (Ctrl+L) to keep it.</source>
        <translation>搜索尝试过的每种放置方式下的运行时间，最快的在前。在强化学习运行（Ctrl+L）中指定一种即可固定使用。</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="41"/>
        <source>optimizer states&apos; swap</source>
        <translation>优化器状态换出换入</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="94"/>
        <source>rent %1, the cheapest</source>
        <translation>租金 %1，最便宜</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="95"/>
        <source>rent %1</source>
        <translation>租金 %1</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="104"/>
        <source>Each generates on %1 and trains on %2.</source>
        <translation>每种方案都在 %1 上生成、在 %2 上训练。</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="136"/>
        <source>&amp;nbsp;&amp;nbsp;&amp;nbsp;&amp;nbsp;of which the reward model</source>
        <translation>&amp;nbsp;&amp;nbsp;&amp;nbsp;&amp;nbsp;其中奖励模型</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="143"/>
        <source>colocated on %1 GPUs</source>
        <translation>共置于 %1 张 GPU</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="146"/>
        <source>%1 × %2 generate, %3 × %4 train</source>
        <translation>%1 × %2 生成，%3 × %4 训练</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="152"/>
        <source>%1 GPUs generate, %2 train</source>
        <translation>%1 张 GPU 生成，%2 张训练</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="155"/>
        <source>Generation</source>
        <translation>生成</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="156"/>
        <source>%1 replicas of tp=%2 × ep=%3</source>
        <translation>%1 个副本，tp=%2 × ep=%3</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="157"/>
        <source>%1 replicas of tp=%2</source>
        <translation>%1 个副本，tp=%2</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="158"/>
        <source>&amp;nbsp;&amp;nbsp;rollouts decoding together</source>
        <translation>&amp;nbsp;&amp;nbsp;同时解码的 rollout</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="159"/>
        <source>%1 on average (memory holds %2)</source>
        <translation>平均 %1（显存可容纳 %2）</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="160"/>
        <source>&amp;nbsp;&amp;nbsp;what the length tail adds</source>
        <translation>&amp;nbsp;&amp;nbsp;长度长尾增加的时间</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="162"/>
        <source>Update</source>
        <translation>更新</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="163"/>
        <source>&amp;nbsp;&amp;nbsp;sequences&apos; tokens a step</source>
        <translation>&amp;nbsp;&amp;nbsp;每步序列 token 数</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="164"/>
        <source>&amp;nbsp;&amp;nbsp;forward passes for log-probabilities</source>
        <translation>&amp;nbsp;&amp;nbsp;计算对数概率的前向次数</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="165"/>
        <source>Reward</source>
        <translation>奖励</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="167"/>
        <source>rule-based: no GPU time</source>
        <translation>基于规则：不占 GPU 时间</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="168"/>
        <source>%1 scores every rollout, planned %2</source>
        <translation>%1 为每条 rollout 打分，并行方案 %2</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="171"/>
        <source>Where the phases run</source>
        <translation>各阶段在哪里运行</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="175"/>
        <source>&lt;b&gt;update&lt;/b&gt;</source>
        <translation>&lt;b&gt;更新&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="176"/>
        <source>&amp;nbsp;&amp;nbsp;weights, gradients, optimizer</source>
        <translation>&amp;nbsp;&amp;nbsp;权重、梯度、优化器</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="178"/>
        <source>&amp;nbsp;&amp;nbsp;activations</source>
        <translation>&amp;nbsp;&amp;nbsp;激活值</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="180"/>
        <source>&lt;b&gt;generation&lt;/b&gt;</source>
        <translation>&lt;b&gt;生成&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="183"/>
        <source>&amp;nbsp;&amp;nbsp;weights</source>
        <translation>&amp;nbsp;&amp;nbsp;权重</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="184"/>
        <source>&amp;nbsp;&amp;nbsp;KV cache</source>
        <translation>&amp;nbsp;&amp;nbsp;KV 缓存</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="187"/>
        <source>&lt;b&gt;reward model&lt;/b&gt;</source>
        <translation>&lt;b&gt;奖励模型&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details_rl.cpp" line="187"/>
        <source>&lt;b&gt;reward model&lt;/b&gt;, weights frozen</source>
        <translation>&lt;b&gt;奖励模型&lt;/b&gt;（权重冻结）</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details_regions.cpp" line="17"/>
        <source>&lt;b&gt;region&lt;/b&gt;</source>
        <translation>&lt;b&gt;地区&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details_regions.cpp" line="17"/>
        <source>&lt;b&gt;per GPU-hour&lt;/b&gt;</source>
        <translation>&lt;b&gt;每 GPU 小时&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details_regions.cpp" line="17"/>
        <source>&lt;b&gt;rent of the job&lt;/b&gt;</source>
        <translation>&lt;b&gt;任务租金&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details_regions.cpp" line="30"/>
        <source>Rent by region</source>
        <translation>各地区租金</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details_regions.cpp" line="32"/>
        <source>The same job at the cheapest on-demand, reserved or monthly rent of the card in each region that has one, cheapest first; the scenario&apos;s region in bold.</source>
        <translation>同一任务按各地区该卡最便宜的按需、预留或包月租价计算，从最便宜的开始排列；方案所在地区以粗体显示。</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details_regions.cpp" line="36"/>
        <source>Each pool at its own card&apos;s rent (the nearest stored one): listed where both cards have a rent.</source>
        <translation>每个资源池按其所用卡的租金计（取最近的已存价格）：仅列出两种卡都有租金的地区。</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details_regions.cpp" line="41"/>
        <source>%1 more regions price the card.</source>
        <translation>另有 %1 个地区有该卡的报价。</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::AddPriceCommand</name>
    <message>
        <location filename="../../ui/prices/price_commands.cpp" line="12"/>
        <source>add price: %1</source>
        <translation>添加价格：%1</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::AddPriceDialog</name>
    <message>
        <location filename="../../ui/prices/add_price_dialog.cpp" line="29"/>
        <source>Add a price</source>
        <translation>添加价格</translation>
    </message>
    <message>
        <location filename="../../ui/prices/add_price_dialog.cpp" line="56"/>
        <source>where the figure comes from (quote, price page, contract)</source>
        <translation>数字的来源（报价、价格页面、合同）</translation>
    </message>
    <message>
        <location filename="../../ui/prices/add_price_dialog.cpp" line="62"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../ui/prices/add_price_dialog.cpp" line="63"/>
        <source>Provider</source>
        <translation>供应商</translation>
    </message>
    <message>
        <location filename="../../ui/prices/add_price_dialog.cpp" line="64"/>
        <source>Region</source>
        <translation>地区</translation>
    </message>
    <message>
        <location filename="../../ui/prices/add_price_dialog.cpp" line="65"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../../ui/prices/add_price_dialog.cpp" line="66"/>
        <source>Per</source>
        <translation>计价单位</translation>
    </message>
    <message>
        <location filename="../../ui/prices/add_price_dialog.cpp" line="67"/>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <location filename="../../ui/prices/add_price_dialog.cpp" line="68"/>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location filename="../../ui/prices/add_price_dialog.cpp" line="69"/>
        <source>Low</source>
        <translation>最低</translation>
    </message>
    <message>
        <location filename="../../ui/prices/add_price_dialog.cpp" line="70"/>
        <source>High</source>
        <translation>最高</translation>
    </message>
    <message>
        <location filename="../../ui/prices/add_price_dialog.cpp" line="71"/>
        <source>Effective date</source>
        <translation>生效日期</translation>
    </message>
    <message>
        <location filename="../../ui/prices/add_price_dialog.cpp" line="72"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../../ui/prices/add_price_dialog.cpp" line="73"/>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../../ui/prices/add_price_dialog.cpp" line="137"/>
        <source>Removed by another user meanwhile: %1. Choose again.</source>
        <translation>其他用户在此期间已删除：%1。请重新选择。</translation>
    </message>
    <message>
        <location filename="../../ui/prices/add_price_dialog.cpp" line="154"/>
        <source>Enter the price.</source>
        <translation>请输入价格。</translation>
    </message>
    <message>
        <location filename="../../ui/prices/add_price_dialog.cpp" line="157"/>
        <source>Price: %1</source>
        <translation>价格：%1</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::ApiPricePage</name>
    <message>
        <location filename="../../ui/prices/api_price_page.cpp" line="86"/>
        <source>Duplicate</source>
        <translation>复制</translation>
    </message>
    <message>
        <location filename="../../ui/prices/api_price_page.cpp" line="86"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../../ui/prices/api_price_page.cpp" line="89"/>
        <source>What the APIs charge per million tokens. Planning a serving deployment (gpuplan plan serve) weighs self-hosting against the prices of the APIs that serve the same catalog model, and finds the load from which it costs less.</source>
        <translation>各 API 每百万 token 的价格。规划推理部署（gpuplan plan serve）时，会把自建部署与提供同一目录模型的 API 价格对比，并找出从多大负载起自建更便宜。</translation>
    </message>
    <message>
        <location filename="../../ui/prices/api_price_page.cpp" line="94"/>
        <source>Filter API prices (provider, model, currency, ...)</source>
        <translation>筛选 API 价格（提供商、模型、币种等）</translation>
    </message>
    <message>
        <location filename="../../ui/prices/api_price_page.cpp" line="97"/>
        <source>A copy of the selected price, dated today, to edit into another one</source>
        <translation>复制所选价格（日期为今天），再编辑成另一条</translation>
    </message>
    <message>
        <location filename="../../ui/prices/api_price_page.cpp" line="98"/>
        <source>Delete the selected prices (undo puts them back)</source>
        <translation>删除所选价格（撤销可恢复）</translation>
    </message>
    <message>
        <location filename="../../ui/prices/api_price_page.cpp" line="127"/>
        <source>edit API price %1</source>
        <translation>编辑 API 价格 %1</translation>
    </message>
    <message>
        <location filename="../../ui/prices/api_price_page.cpp" line="157"/>
        <source>Cannot read the API prices: %1</source>
        <translation>无法读取 API 价格：%1</translation>
    </message>
    <message>
        <location filename="../../ui/prices/api_price_page.cpp" line="183"/>
        <source>%1 of %2 API prices</source>
        <translation>%1 / %2 条 API 价格</translation>
    </message>
    <message>
        <location filename="../../ui/prices/api_price_page.cpp" line="189"/>
        <source>Select a price to see its source and how it was checked.</source>
        <translation>选择一条价格以查看其来源和核对方式。</translation>
    </message>
    <message>
        <location filename="../../ui/prices/api_price_page.cpp" line="193"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 per million input / cached input / output tokens; source: %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：每百万输入 / 缓存输入 / 输出 token %2；来源：%3</translation>
    </message>
    <message>
        <location filename="../../ui/prices/api_price_page.cpp" line="200"/>
        <source>Checked: %1</source>
        <translation>核对：%1</translation>
    </message>
    <message>
        <location filename="../../ui/prices/api_price_page.cpp" line="202"/>
        <source>Note: %1</source>
        <translation>备注：%1</translation>
    </message>
    <message>
        <location filename="../../ui/prices/api_price_page.cpp" line="217"/>
        <source>the API prices are read-only here</source>
        <translation>此处 API 价格为只读</translation>
    </message>
    <message>
        <location filename="../../ui/prices/api_price_page.cpp" line="244"/>
        <source>select the API price to copy first</source>
        <translation>请先选择要复制的 API 价格</translation>
    </message>
    <message>
        <location filename="../../ui/prices/api_price_page.cpp" line="253"/>
        <source>copied from %1 (%2) on %3</source>
        <translation>于 %3 复制自 %1（%2）</translation>
    </message>
    <message>
        <location filename="../../ui/prices/api_price_page.cpp" line="255"/>
        <source>undated</source>
        <translation>无日期</translation>
    </message>
    <message>
        <location filename="../../ui/prices/api_price_page.cpp" line="259"/>
        <source>duplicate API price %1</source>
        <translation>复制 API 价格 %1</translation>
    </message>
    <message>
        <location filename="../../ui/prices/api_price_page.cpp" line="260"/>
        <source>Copied %1: edit its figures and source in the table</source>
        <translation>已复制 %1：请在表格中编辑其价格和来源</translation>
    </message>
    <message>
        <location filename="../../ui/prices/api_price_page.cpp" line="266"/>
        <source>select the API prices to delete first</source>
        <translation>请先选择要删除的 API 价格</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/prices/api_price_page.cpp" line="272"/>
        <source>delete %n API price(s)</source>
        <translation>
            <numerusform>删除 %n 条 API 价格</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/prices/api_price_page.cpp" line="274"/>
        <source>delete API price %1</source>
        <translation>删除 API 价格 %1</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::ApiPriceTableModel</name>
    <message>
        <location filename="../../ui/prices/api_price_table_model.cpp" line="83"/>
        <source>undated</source>
        <translation>无日期</translation>
    </message>
    <message>
        <location filename="../../ui/prices/api_price_table_model.cpp" line="116"/>
        <source>Source: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <location filename="../../ui/prices/api_price_table_model.cpp" line="118"/>
        <source>URL: %1</source>
        <translation>网址：%1</translation>
    </message>
    <message>
        <location filename="../../ui/prices/api_price_table_model.cpp" line="120"/>
        <source>Checked: %1</source>
        <translation>核对：%1</translation>
    </message>
    <message>
        <location filename="../../ui/prices/api_price_table_model.cpp" line="122"/>
        <source>Note: %1</source>
        <translation>备注：%1</translation>
    </message>
    <message>
        <location filename="../../ui/prices/api_price_table_model.cpp" line="124"/>
        <source>No cached-input price is published: a cached token costs the input price</source>
        <translation>未公布缓存输入价格：缓存命中的 token 按输入价格计</translation>
    </message>
    <message>
        <location filename="../../ui/prices/api_price_table_model.cpp" line="137"/>
        <source>Provider</source>
        <translation>提供商</translation>
    </message>
    <message>
        <location filename="../../ui/prices/api_price_table_model.cpp" line="139"/>
        <source>Model (as the API names it)</source>
        <translation>模型（API 中的名称）</translation>
    </message>
    <message>
        <location filename="../../ui/prices/api_price_table_model.cpp" line="141"/>
        <source>Catalog model</source>
        <translation>目录模型</translation>
    </message>
    <message>
        <location filename="../../ui/prices/api_price_table_model.cpp" line="143"/>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <location filename="../../ui/prices/api_price_table_model.cpp" line="145"/>
        <source>Input / 1M</source>
        <translation>输入 / 百万</translation>
    </message>
    <message>
        <location filename="../../ui/prices/api_price_table_model.cpp" line="147"/>
        <source>Cached input / 1M</source>
        <translation>缓存输入 / 百万</translation>
    </message>
    <message>
        <location filename="../../ui/prices/api_price_table_model.cpp" line="149"/>
        <source>Output / 1M</source>
        <translation>输出 / 百万</translation>
    </message>
    <message>
        <location filename="../../ui/prices/api_price_table_model.cpp" line="151"/>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location filename="../../ui/prices/api_price_table_model.cpp" line="153"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../../ui/prices/api_price_table_model.cpp" line="177"/>
        <source>%1: &apos;%2&apos; is not a price per million tokens</source>
        <translation>%1：“%2”不是每百万 token 的价格</translation>
    </message>
    <message>
        <location filename="../../ui/prices/api_price_table_model.cpp" line="217"/>
        <source>this column cannot be edited</source>
        <translation>此列不可编辑</translation>
    </message>
    <message>
        <location filename="../../ui/prices/api_price_table_model.cpp" line="222"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::ComparePage</name>
    <message>
        <location filename="../../ui/compare/compare_charts.cpp" line="107"/>
        <source>the fewest cards that finish in %1</source>
        <translation>在 %1 内完成所需的最少卡数</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_charts.cpp" line="108"/>
        <source>%1 cards</source>
        <translation>%1 张卡</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_charts.cpp" line="108"/>
        <source>1 card</source>
        <translation>1 张卡</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_charts.cpp" line="110"/>
        <source>%1 on %2 tokens, %3</source>
        <translation>%1，%2 token，%3</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_charts.cpp" line="112"/>
        <source>Training time versus model size: %1</source>
        <translation>训练时间与模型规模：%1</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_charts.cpp" line="113"/>
        <location filename="../../ui/compare/compare_charts.cpp" line="115"/>
        <source>parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_charts.cpp" line="113"/>
        <source>hours (band: efficiency ±15%)</source>
        <translation>小时（阴影：效率 ±15%）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_charts.cpp" line="114"/>
        <source>Rent versus model size: %1</source>
        <translation>租金与模型规模：%1</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_charts.cpp" line="116"/>
        <source>rent (%1; band: price range and efficiency)</source>
        <translation>租金（%1；阴影：价格区间与效率）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_charts.cpp" line="137"/>
        <source>%1, %2 parameters: %3 on %4 cards (%5 to %6)</source>
        <translation>%1，%2 参数：%3，%4 张卡（%5 至 %6）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_charts.cpp" line="146"/>
        <source>%1, %2 parameters: %3 (%4 to %5)</source>
        <translation>%1，%2 参数：%3（%4 至 %5）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_charts.cpp" line="160"/>
        <source>(a serving scenario: see the Serving chart)</source>
        <translation>（推理方案：请看“推理”图）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_charts.cpp" line="162"/>
        <source>(no rent price for these cards in the region)</source>
        <translation>（该地区没有这些卡的租用价格）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_charts.cpp" line="170"/>
        <source>Serving %1: tokens/s per replica (solid), cost per million tokens (dashed)</source>
        <translation>%1 推理：每副本每秒 token（实线），每百万 token 成本（虚线）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_charts.cpp" line="172"/>
        <source>concurrent requests per replica</source>
        <translation>每副本并发请求数</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_charts.cpp" line="172"/>
        <source>output tokens/s per replica</source>
        <translation>每副本每秒输出 token</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_charts.cpp" line="173"/>
        <source>%1 per million output tokens</source>
        <translation>每百万输出 token 的 %1</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_charts.cpp" line="197"/>
        <source>%1 (tp=%2)</source>
        <translation>%1（tp=%2）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_charts.cpp" line="198"/>
        <source>%1: cost</source>
        <translation>%1：成本</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_charts.cpp" line="201"/>
        <source>%1, batch %2: %3 tokens/s, %4 per token, %5 per million tokens</source>
        <translation>%1，批大小 %2：%3 token/秒，每 token %4，每百万 token %5</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_charts.cpp" line="205"/>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_page.cpp" line="38"/>
        <source>Prices from region:</source>
        <translation>价格所在地区：</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_page.cpp" line="47"/>
        <source>planning %v of %m sizes</source>
        <translation>正在规划第 %v / %m 个规模</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_page.cpp" line="49"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_page.cpp" line="80"/>
        <source>Side by side</source>
        <translation>并排对比</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_page.cpp" line="81"/>
        <source>Time vs model size</source>
        <translation>时间与规模</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_page.cpp" line="82"/>
        <source>Cost vs model size</source>
        <translation>成本与规模</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_page.cpp" line="83"/>
        <source>Rent vs buy</source>
        <translation>租用与购买</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_page.cpp" line="84"/>
        <source>Serving</source>
        <translation>推理</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_page.cpp" line="85"/>
        <source>Serving frontier</source>
        <translation>推理前沿</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_page.cpp" line="86"/>
        <source>Rent vs API</source>
        <translation>租用 vs API</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_page.cpp" line="87"/>
        <source>Sensitivity</source>
        <translation>敏感性</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_page.cpp" line="92"/>
        <source>Export chart...</source>
        <translation>导出图表...</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_page.cpp" line="94"/>
        <source>PNG, SVG or PDF</source>
        <translation>PNG、SVG 或 PDF</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_page.cpp" line="95"/>
        <source>Copy chart</source>
        <translation>复制图表</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_page.cpp" line="98"/>
        <source>Drag to pan, wheel to zoom; hover a point for its values.</source>
        <translation>拖动平移，滚轮缩放；鼠标悬停在点上可查看数值。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_page.cpp" line="223"/>
        <source>LoRA fine-tuning of Llama 2 70B on 1B tokens, 8 cards</source>
        <translation>Llama 2 70B 的 LoRA 微调，1B token，8 张卡</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_page.cpp" line="255"/>
        <source>Results and charts run: %1</source>
        <translation>结果与图表使用：%1</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_page.cpp" line="282"/>
        <source>%1, buy: %2</source>
        <translation>%1，购买：%2</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_page.cpp" line="311"/>
        <source>Rent against buy over three years at %1% utilization: %2</source>
        <translation>三年、利用率 %1% 下租用与购买的对比：%2</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_page.cpp" line="351"/>
        <source>%1: no input of the rent has a range (%2 stored without one)</source>
        <translation>%1：租金的各项输入都没有区间（%2 未存储区间）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_page.cpp" line="353"/>
        <source>What moves the rent of %1</source>
        <translation>影响 %1 租金的因素</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_page.cpp" line="350"/>
        <source>%1: no rent to analyse (%2)</source>
        <translation>%1：没有可分析的租金（%2）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_page.cpp" line="354"/>
        <source>What moves the rent of %1 (no range stored for %2)</source>
        <translation>影响 %1 租金的因素（%2 未存储区间）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_page.cpp" line="368"/>
        <source>choose a chart tab first: the table is exported with the report</source>
        <translation>请先选择一个图表页：表格随报告导出</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_page.cpp" line="379"/>
        <source>Export chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_page.cpp" line="380"/>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG 图片 (*.png);;SVG 矢量图 (*.svg);;PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_page.cpp" line="384"/>
        <source>Chart written to %1</source>
        <translation>图表已写入 %1</translation>
    </message>
    <message>
        <location filename="../../ui/compare/frontier_chart.cpp" line="23"/>
        <source>Serving %1 (%2 tokens in, %3 out): output tokens/s per GPU against tokens/s per user</source>
        <translation>推理 %1（输入 %2 token，输出 %3）：每卡输出 token/秒 与每用户 token/秒</translation>
    </message>
    <message>
        <location filename="../../ui/compare/frontier_chart.cpp" line="26"/>
        <source>output tokens/s per user</source>
        <translation>每用户输出 token/秒</translation>
    </message>
    <message>
        <location filename="../../ui/compare/frontier_chart.cpp" line="26"/>
        <source>output tokens/s per GPU</source>
        <translation>每卡输出 token/秒</translation>
    </message>
    <message>
        <location filename="../../ui/compare/frontier_chart.cpp" line="56"/>
        <source>The model fits on none of the chosen cards</source>
        <translation>所选显卡均放不下该模型</translation>
    </message>
    <message>
        <location filename="../../ui/compare/frontier_chart.cpp" line="44"/>
        <source>%1, TP%2 EP%3, batch %4: %5 tokens/s per user, %6 tokens/s per GPU</source>
        <translation>%1，TP%2 EP%3，批大小 %4：每用户 %5 token/秒，每卡 %6 token/秒</translation>
    </message>
    <message>
        <location filename="../../ui/compare/api_chart.cpp" line="57"/>
        <source>requests per second</source>
        <translation>每秒请求数</translation>
    </message>
    <message>
        <location filename="../../ui/compare/api_chart.cpp" line="57"/>
        <source>cost per hour (%1)</source>
        <translation>每小时费用（%1）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/api_chart.cpp" line="60"/>
        <source>Rent against the APIs</source>
        <translation>租用与 API 对比</translation>
    </message>
    <message>
        <location filename="../../ui/compare/api_chart.cpp" line="61"/>
        <source>Choose a serving scenario in the Scenarios tab</source>
        <translation>请在“方案”页选择一个推理方案</translation>
    </message>
    <message>
        <location filename="../../ui/compare/api_chart.cpp" line="71"/>
        <source>%1, %2 tokens in and %3 out: renting the cheapest deployment against the APIs</source>
        <translation>%1，输入 %2 token、输出 %3 token：租用最便宜的部署与 API 对比</translation>
    </message>
    <message>
        <location filename="../../ui/compare/api_chart.cpp" line="93"/>
        <location filename="../../ui/compare/api_chart.cpp" line="122"/>
        <source>%1 at %2 requests/s: %3 an hour</source>
        <translation>%1，每秒 %2 个请求：每小时 %3</translation>
    </message>
    <message>
        <location filename="../../ui/compare/api_chart.cpp" line="130"/>
        <source>None of the chosen cards has a rent in this region, or the model fits on none</source>
        <translation>所选的卡在此地区都没有租用价格，或模型在任何一张卡上都放不下</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_report.cpp" line="21"/>
        <source>&amp;Export report...</source>
        <translation>导出报告(&amp;E)...</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_report.cpp" line="25"/>
        <source>Report pre&amp;view...</source>
        <translation>报告预览(&amp;V)...</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_report.cpp" line="33"/>
        <source>select a scenario in the Scenarios tab first</source>
        <translation>请先在“方案”页选择一个方案</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_report.cpp" line="54"/>
        <source>choose 2 to 6 cards in the Compare tab: %1</source>
        <translation>请在“对比与图表”页选择 2 到 6 张卡：%1</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_report.cpp" line="66"/>
        <source>Writing the report...</source>
        <translation>正在写入报告...</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_report.cpp" line="72"/>
        <source>Report written to %1</source>
        <translation>报告已写入 %1</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_report.cpp" line="78"/>
        <location filename="../../ui/compare/compare_report.cpp" line="81"/>
        <location filename="../../ui/compare/compare_report.cpp" line="88"/>
        <source>Export report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_report.cpp" line="81"/>
        <source>gpu-comparison.pdf</source>
        <translation>GPU方案对比.pdf</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_report.cpp" line="82"/>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_report.cpp" line="94"/>
        <location filename="../../ui/compare/compare_report.cpp" line="101"/>
        <source>Report preview</source>
        <translation>报告预览</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::ComparisonModel</name>
    <message>
        <location filename="../../ui/compare/comparison_model.cpp" line="42"/>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparison_model.cpp" line="44"/>
        <source>Memory type</source>
        <translation>显存类型</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparison_model.cpp" line="46"/>
        <source>Memory (GB)</source>
        <translation>显存 (GB)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparison_model.cpp" line="48"/>
        <source>Memory bandwidth (TB/s)</source>
        <translation>显存带宽 (TB/s)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparison_model.cpp" line="50"/>
        <source>BF16 dense (TFLOPS)</source>
        <translation>BF16 稠密算力 (TFLOPS)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparison_model.cpp" line="52"/>
        <source>FP16 dense (TFLOPS)</source>
        <translation>FP16 稠密算力 (TFLOPS)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparison_model.cpp" line="54"/>
        <source>FP8 dense (TFLOPS)</source>
        <translation>FP8 稠密算力 (TFLOPS)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparison_model.cpp" line="56"/>
        <source>FP4 dense (TFLOPS)</source>
        <translation>FP4 稠密算力 (TFLOPS)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparison_model.cpp" line="58"/>
        <source>TF32 dense (TFLOPS)</source>
        <translation>TF32 稠密算力 (TFLOPS)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparison_model.cpp" line="60"/>
        <source>INT8 dense (TOPS)</source>
        <translation>INT8 稠密算力 (TOPS)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparison_model.cpp" line="62"/>
        <source>GPU link</source>
        <translation>卡间互联</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparison_model.cpp" line="64"/>
        <source>Link bandwidth (GB/s per direction)</source>
        <translation>互联带宽（GB/s，单向）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparison_model.cpp" line="66"/>
        <source>Power (W)</source>
        <translation>功耗 (W)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparison_model.cpp" line="68"/>
        <source>MIG instances</source>
        <translation>MIG 实例数</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparison_model.cpp" line="70"/>
        <source>Rent per GPU-hour (%1)</source>
        <translation>每卡时租金（%1）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparison_model.cpp" line="72"/>
        <source>BF16 TFLOPS per kW</source>
        <translation>每千瓦 BF16 TFLOPS</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparison_model.cpp" line="74"/>
        <source>BF16 TFLOPS per %1 of hourly rent</source>
        <translation>每 1 %1 小时租金的 BF16 TFLOPS</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparison_model.cpp" line="76"/>
        <source>Cost per delivered PFLOP-hour (%1)</source>
        <translation>每实际交付 PFLOP 时成本（%1）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparison_model.cpp" line="78"/>
        <source>Scenario: time (hours)</source>
        <translation>方案：时间（小时）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparison_model.cpp" line="80"/>
        <source>Scenario: GPUs</source>
        <translation>方案：GPU 数</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparison_model.cpp" line="82"/>
        <source>Scenario: GPU-hours</source>
        <translation>方案：GPU 卡时</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparison_model.cpp" line="84"/>
        <source>Scenario: rent (%1)</source>
        <translation>方案：租金（%1）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparison_model.cpp" line="86"/>
        <source>Scenario: 3-year cost of owning (%1)</source>
        <translation>方案：三年自建成本（%1）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparison_model.cpp" line="131"/>
        <source>Higher is better</source>
        <translation>越高越好</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparison_model.cpp" line="131"/>
        <source>Lower is better</source>
        <translation>越低越好</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparison_model.cpp" line="132"/>
        <source>the best of the cards compared</source>
        <translation>所比较卡中最优</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparison_model.cpp" line="142"/>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparison_model.cpp" line="146"/>
        <source>%1 (baseline)</source>
        <translation>%1（基准）</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::ConflictDialog</name>
    <message>
        <location filename="../../ui/conflict_dialog.cpp" line="14"/>
        <source>OK</source>
        <translation>确定</translation>
    </message>
    <message>
        <location filename="../../ui/conflict_dialog.cpp" line="19"/>
        <source>Keep theirs</source>
        <translation>保留对方的</translation>
    </message>
    <message>
        <location filename="../../ui/conflict_dialog.cpp" line="20"/>
        <source>Apply mine</source>
        <translation>应用我的</translation>
    </message>
    <message>
        <location filename="../../ui/conflict_dialog.cpp" line="30"/>
        <source>%1 was deleted by %2 while you were editing it.</source>
        <translation>在您编辑期间，%1 已被 %2 删除。</translation>
    </message>
    <message>
        <location filename="../../ui/conflict_dialog.cpp" line="31"/>
        <source>Your change was not saved.</source>
        <translation>您的修改未保存。</translation>
    </message>
    <message>
        <location filename="../../ui/conflict_dialog.cpp" line="38"/>
        <source>%1 was changed by %2 while you were deleting it.</source>
        <translation>在您删除期间，%1 已被 %2 修改。</translation>
    </message>
    <message>
        <location filename="../../ui/conflict_dialog.cpp" line="40"/>
        <source>%1 was changed by %2 while you were editing it.</source>
        <translation>在您编辑期间，%1 已被 %2 修改。</translation>
    </message>
    <message>
        <location filename="../../ui/conflict_dialog.cpp" line="42"/>
        <source>Their values: %1

Keep theirs, or delete it all the same?</source>
        <translation>对方的值：%1

保留对方的，还是仍然删除？</translation>
    </message>
    <message>
        <location filename="../../ui/conflict_dialog.cpp" line="43"/>
        <source>Their values: %1
Your values: %2

Keep theirs, or apply yours over it?</source>
        <translation>对方的值：%1
您的值：%2

保留对方的值，还是用您的值覆盖？</translation>
    </message>
    <message>
        <location filename="../../ui/conflict_dialog.cpp" line="50"/>
        <source>someone else</source>
        <translation>其他人</translation>
    </message>
    <message>
        <location filename="../../ui/conflict_dialog.cpp" line="51"/>
        <source>%1 at %2</source>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::ConnectDialog</name>
    <message>
        <location filename="../../ui/team/connect_dialog.cpp" line="23"/>
        <source>Connect to team store</source>
        <translation>连接团队数据库</translation>
    </message>
    <message>
        <location filename="../../ui/team/connect_dialog.cpp" line="27"/>
        <source>A team store is a GpuPlan store on a PostgreSQL server, set up with &quot;gpuplan --db URL team init&quot;. Your role there decides what you may change.</source>
        <translation>团队数据库是 PostgreSQL 服务器上的 GpuPlan 数据库，用 &quot;gpuplan --db URL team init&quot; 建立。您在其中的角色决定您可以修改什么。</translation>
    </message>
    <message>
        <location filename="../../ui/team/connect_dialog.cpp" line="34"/>
        <source>db.example.com</source>
        <translation>db.example.com</translation>
    </message>
    <message>
        <location filename="../../ui/team/connect_dialog.cpp" line="35"/>
        <source>&amp;Server:</source>
        <translation>服务器(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../../ui/team/connect_dialog.cpp" line="40"/>
        <source>&amp;Port:</source>
        <translation>端口(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../ui/team/connect_dialog.cpp" line="43"/>
        <source>&amp;Database:</source>
        <translation>数据库(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../../ui/team/connect_dialog.cpp" line="47"/>
        <source>verify-full: encrypted, the server&apos;s certificate and name checked</source>
        <translation>verify-full：加密，检查服务器的证书和名称</translation>
    </message>
    <message>
        <location filename="../../ui/team/connect_dialog.cpp" line="49"/>
        <source>verify-ca: encrypted, the server&apos;s certificate checked</source>
        <translation>verify-ca：加密，检查服务器的证书</translation>
    </message>
    <message>
        <location filename="../../ui/team/connect_dialog.cpp" line="51"/>
        <source>require: encrypted, the server not checked</source>
        <translation>require：加密，不检查服务器</translation>
    </message>
    <message>
        <location filename="../../ui/team/connect_dialog.cpp" line="52"/>
        <source>prefer: encrypted when the server offers it</source>
        <translation>prefer：服务器支持时加密</translation>
    </message>
    <message>
        <location filename="../../ui/team/connect_dialog.cpp" line="53"/>
        <source>disable: not encrypted (this machine or a trusted network only)</source>
        <translation>disable：不加密（仅限本机或可信网络）</translation>
    </message>
    <message>
        <location filename="../../ui/team/connect_dialog.cpp" line="56"/>
        <source>&amp;Encryption:</source>
        <translation>加密(&amp;E)：</translation>
    </message>
    <message>
        <location filename="../../ui/team/connect_dialog.cpp" line="59"/>
        <source>&amp;User:</source>
        <translation>用户(&amp;U)：</translation>
    </message>
    <message>
        <location filename="../../ui/team/connect_dialog.cpp" line="63"/>
        <source>empty: from PGPASSWORD or ~/.pgpass</source>
        <translation>留空：取自 PGPASSWORD 或 ~/.pgpass</translation>
    </message>
    <message>
        <location filename="../../ui/team/connect_dialog.cpp" line="64"/>
        <source>Pass&amp;word:</source>
        <translation>密码(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../../ui/team/connect_dialog.cpp" line="65"/>
        <source>&amp;Remember password in the system keyring</source>
        <translation>在系统密钥环中记住密码(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/team/connect_dialog.cpp" line="67"/>
        <source>Kept by the desktop&apos;s keyring, never in GpuPlan&apos;s settings file</source>
        <translation>由桌面的密钥环保管，绝不写入 GpuPlan 的设置文件</translation>
    </message>
    <message>
        <location filename="../../ui/team/connect_dialog.cpp" line="70"/>
        <source>&amp;Connect</source>
        <translation>连接(&amp;C)</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::CoreMessage</name>
    <message>
        <location filename="../../ui/message_text.cpp" line="29"/>
        <source>choose a model preset or give a size (for example 70B)</source>
        <translation>请选择模型预设或填写模型规模（例如 70B）</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="31"/>
        <source>choose a GPU</source>
        <translation>请选择 GPU</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="33"/>
        <source>the GPU count must be auto or 1 to 65,536</source>
        <translation>GPU 数量须为“自动”或 1 到 65,536</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="35"/>
        <source>the deadline cannot be negative</source>
        <translation>截止时间不能为负</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="37"/>
        <source>the budget cannot be negative</source>
        <translation>预算不能为负</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="39"/>
        <source>give the number of tokens to train on (for example 1B)</source>
        <translation>请填写训练 token 数（例如 1B）</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="45"/>
        <source>no count up to 65,536 cards finishes by the deadline</source>
        <translation>即使用到 65,536 张卡也无法在截止时间前完成</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="47"/>
        <source>%1 fits on no count of %2</source>
        <translation>任何数量的 %2 都放不下 %1</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="49"/>
        <source>%1 does not fit on %2 x %3</source>
        <translation>%2 × %3 放不下 %1</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="51"/>
        <source>%1 does not fit on %2 x %3: %4</source>
        <translation>%2 × %3 放不下 %1：%4</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="55"/>
        <source>requests need positive input and output token counts</source>
        <translation>请求的输入和输出 token 数必须为正</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="57"/>
        <source>the load (output tokens per second) cannot be negative</source>
        <translation>负载（每秒输出 token 数）不能为负</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="59"/>
        <source>cannot serve %1 on %2</source>
        <translation>无法用 %2 部署 %1 的推理服务</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="61"/>
        <source>Custom model</source>
        <translation>自定义模型</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="63"/>
        <source>the model&apos;s shape is derived from its size (Llama proportions)</source>
        <translation>模型结构由参数规模推导（按 Llama 的比例）</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="65"/>
        <source>takes %1 h, past the deadline of %2 h</source>
        <translation>需要 %1 小时，超过了 %2 小时的截止时间</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="67"/>
        <source>%1 has no published run: its efficiency is the mean of the fitted cards</source>
        <translation>%1 没有公开的训练记录：其效率取已拟合各卡的平均值</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="69"/>
        <source>carries %1 output tokens/s, below the %2 asked for</source>
        <translation>吞吐量为每秒 %1 个输出 token，低于要求的 %2</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="71"/>
        <source>%1 has no %2 tensor cores: weights are stored in it, matmuls run in 16 bits</source>
        <translation>%1 没有 %2 张量核心：权重以该精度存储，矩阵乘法以 16 位精度运行</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="73"/>
        <source>tp=%1 pp=%2 dp=%3 mb=%4 zero=%5 recompute=%6</source>
        <translation>tp=%1 pp=%2 dp=%3 mb=%4 zero=%5 重计算=%6</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="75"/>
        <source>tp=%1 pp=%2 vpp=%3 dp=%4 mb=%5 zero=%6 recompute=%7</source>
        <translation>tp=%1 pp=%2 vpp=%3 dp=%4 mb=%5 zero=%6 重计算=%7</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="77"/>
        <source>naive layer split over %1 GPUs (one busy at a time), mb=%2 recompute=%3</source>
        <translation>朴素按层切分到 %1 张 GPU（同一时刻只有一张在计算），mb=%2 重计算=%3</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="79"/>
        <source>tp=%1 batch=%2 x %3 replica</source>
        <translation>tp=%1 批大小=%2 × %3 个副本</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="81"/>
        <source>tp=%1 batch=%2 x %3 replicas</source>
        <translation>tp=%1 批大小=%2 × %3 个副本</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="83"/>
        <source>tp=%1 ep=%2 batch=%3 x %4 replica</source>
        <translation>tp=%1 ep=%2 批大小=%3 × %4 个副本</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="85"/>
        <source>tp=%1 ep=%2 batch=%3 x %4 replicas</source>
        <translation>tp=%1 ep=%2 批大小=%3 × %4 个副本</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="87"/>
        <source>aggregated, %1 x tp=%2 ep=%3; p90 TTFT %4 ms, TPOT %5 ms</source>
        <translation>聚合部署，%1 x tp=%2 ep=%3；p90 首 token 时间 %4 ms，每输出 token 时间 %5 ms</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="89"/>
        <source>prefill %1 x tp=%2 ep=%3 + decode %4 x tp=%5 ep=%6; p90 TTFT %7 ms, TPOT %8 ms</source>
        <translation>预填充 %1 x tp=%2 ep=%3 + 解码 %4 x tp=%5 ep=%6；p90 首 token 时间 %7 ms，每输出 token 时间 %8 ms</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="94"/>
        <source>give requests per second or users with a think time, not both; users and think time cannot be negative, and a think time needs users</source>
        <translation>请给出每秒请求数，或用户数及其思考时间，二者不可同时给出；用户数与思考时间不能为负，思考时间须配合用户数</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="98"/>
        <source>%1 cp=%2 ep=%3 offload=%4</source>
        <translation>%1 cp=%2 ep=%3 卸载=%4</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="100"/>
        <source>none</source>
        <comment>activation recomputation</comment>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="102"/>
        <source>selective</source>
        <comment>activation recomputation</comment>
        <translation>选择性</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="104"/>
        <source>full</source>
        <comment>activation recomputation</comment>
        <translation>完全</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="106"/>
        <source>%1 of %2 layers</source>
        <comment>activation recomputation</comment>
        <translation>%2 层中的 %1 层</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="108"/>
        <source>none</source>
        <comment>ZeRO-Offload</comment>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="110"/>
        <source>optimizer</source>
        <comment>ZeRO-Offload</comment>
        <translation>优化器</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="112"/>
        <source>optimizer+parameters</source>
        <comment>ZeRO-Offload</comment>
        <translation>优化器+参数</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="114"/>
        <source>needs %1 per GPU (weights %2, gradients %3, optimizer %4, activations %5, overhead %6) but %7 has %8</source>
        <translation>每张 GPU 需要 %1（权重 %2，梯度 %3，优化器状态 %4，激活值 %5，框架开销 %6），但 %7 只有 %8</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="118"/>
        <source>tp x pp x dp = %1 does not match the %2 GPUs of the cluster</source>
        <translation>tp × pp × dp = %1，与集群的 %2 张 GPU 不符</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="123"/>
        <source>tensor parallel degree %1 does not divide the %2 attention heads</source>
        <translation>张量并行度 %1 不能整除 %2 个注意力头</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="125"/>
        <source>pipeline degree %1 exceeds the model&apos;s %2 layers</source>
        <translation>流水线并行度 %1 超过模型的 %2 层</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="127"/>
        <source>%1 virtual stages need a pipeline, each stage&apos;s layers divisible by %1 and the micro-batches in groups of pp = %2</source>
        <translation>%1 个虚拟阶段要求启用流水线并行、每个阶段的层数能被 %1 整除，且微批次按 pp = %2 分组</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="130"/>
        <source>the global batch of %1 sequences is smaller than dp x micro-batch = %2</source>
        <translation>全局批次的 %1 个序列少于 dp × 微批次 = %2</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="132"/>
        <source>%1 does not support %2</source>
        <translation>%1 不支持 %2</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="134"/>
        <source>context parallel degree %1 does not divide the sequence of %2 tokens (or the plan is a naive split)</source>
        <translation>上下文并行度 %1 不能整除 %2 个 token 的序列（或该方案为朴素层切分）</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="138"/>
        <source>expert parallel degree %1 needs a mixture-of-experts model with a known expert count it divides, and must divide tp x dp x cp = %2</source>
        <translation>专家并行度 %1 需要专家数已知且能被其整除的混合专家模型，并且必须整除 tp × dp × cp = %2</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="141"/>
        <source>%1 recomputed layers need full recomputation and at most the %2 layers of a stage</source>
        <translation>重算 %1 层需要完全重算，且不能超过每个流水线阶段的 %2 层</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="143"/>
        <source>offloading needs ZeRO stage 1 or more (parameters: stage 3) when weights are replicated</source>
        <translation>权重有副本时，卸载需要 ZeRO 阶段 1 或以上（卸载参数需要阶段 3）</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="145"/>
        <source>offloading needs %1 of host memory per node but a node has %2</source>
        <translation>卸载需要每个节点 %1 的主机内存，但每个节点只有 %2</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="147"/>
        <source>unknown problem</source>
        <translation>未知问题</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="149"/>
        <source>incomplete scenario: model, GPU and calibration are required</source>
        <translation>方案不完整：需要模型、GPU 和校准参数</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="151"/>
        <source>the GPU count must be positive</source>
        <translation>GPU 数量必须为正</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="153"/>
        <source>GPUs per node must be positive</source>
        <translation>每节点 GPU 数必须为正</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="155"/>
        <source>the token count must be zero or positive</source>
        <translation>token 数必须为零或正数</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="159"/>
        <source>the LoRA rank must be positive</source>
        <translation>LoRA 秩必须为正</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="161"/>
        <source>LoRA needs at least one target module</source>
        <translation>LoRA 至少需要一个目标模块</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="163"/>
        <source>the sequence length must be positive</source>
        <translation>序列长度必须为正</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="165"/>
        <source>the global batch (%1 tokens) is smaller than one sequence of %2 tokens</source>
        <translation>全局批次（%1 个 token）小于一个 %2 token 的序列</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="167"/>
        <source>the global batch of %1 sequences is beyond any real run (at most 100 million)</source>
        <translation>全局批次 %1 个序列超出任何实际训练的规模（最多 1 亿）</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="169"/>
        <source>the weights (%1 GB per GPU) leave no room for a KV cache</source>
        <translation>权重（每张 GPU %1 GB）占满了显存，没有 KV 缓存的空间</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="171"/>
        <source>even one request misses the latency limits (TTFT %1 s, TPOT %2 s)</source>
        <translation>即使只有一个请求也超出延迟上限（TTFT %1 秒，TPOT %2 秒）</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="173"/>
        <source>input and output token counts must be positive</source>
        <translation>输入和输出 token 数必须为正</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="175"/>
        <source>%1 has no fp16 support</source>
        <translation>%1 不支持 fp16</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="182"/>
        <source>tensor parallel degree %1 does not divide the %2 GPUs</source>
        <translation>张量并行度 %1 不能整除 %2 张 GPU</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="187"/>
        <source>a batch of %1 needs %2 GB per GPU at tp=%3; at most %4 fit</source>
        <translation>批大小 %1 在 tp=%3 时每张 GPU 需要 %2 GB；最多只能容纳 %4</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="189"/>
        <source>a batch of %1 misses the latency limits (TTFT %2 s, TPOT %3 s)</source>
        <translation>批大小 %1 超出延迟上限（TTFT %2 秒，TPOT %3 秒）</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="191"/>
        <source>%1 at tp=%2</source>
        <translation>%1（tp=%2）</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="193"/>
        <source>%1 at tp=%2 ep=%3</source>
        <translation>%1（tp=%2，ep=%3）</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="195"/>
        <source>expert parallel degree %1 needs a mixture of experts with a known expert layout; %2 has none</source>
        <translation>专家并行度 %1 需要已知专家布局的混合专家模型；%2 没有专家布局</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="198"/>
        <source>expert parallel degree %1 does not divide the %2 experts</source>
        <translation>专家并行度 %1 不能整除 %2 个专家</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="200"/>
        <source>a replica of tp=%1 x ep=%2 GPUs does not divide the %3 GPUs</source>
        <translation>每个副本 tp=%1 × ep=%2 张 GPU，不能整除 %3 张 GPU</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="202"/>
        <source>%1 cannot be served on %2 x %3: %4</source>
        <translation>无法在 %2 × %3 上部署 %1 的推理服务：%4</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="204"/>
        <source>unknown GPU &apos;%1&apos; (known: %2)</source>
        <translation>未知 GPU“%1”（已知：%2）</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="206"/>
        <source>unknown model preset &apos;%1&apos; (known: %2)</source>
        <translation>未知模型预设“%1”（已知：%2）</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="212"/>
        <source>config.json: model_type &apos;%1&apos; is not one GpuPlan reads (it reads: %2)</source>
        <translation>config.json：不支持 model_type 为“%1”的模型（支持的类型：%2）</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="214"/>
        <source>config.json of a %1 model lacks %2</source>
        <translation>%1 模型的 config.json 缺少 %2</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="216"/>
        <source>config.json: %1 is &apos;%2&apos;, not a whole number a model can have</source>
        <translation>config.json：%1 为“%2”，不是模型可有的整数</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="218"/>
        <source>%1 is not a JSON object: %2</source>
        <translation>%1 不是 JSON 对象：%2</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="220"/>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="208"/>
        <source>the parameter count must be positive</source>
        <translation>参数量必须为正</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="41"/>
        <source>training precision &apos;%1&apos; (bf16, fp16, fp8 or fp4)</source>
        <translation>训练精度 &apos;%1&apos;（bf16、fp16、fp8 或 fp4）</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="43"/>
        <source>%1 has no %2 tensor cores (it has %3)</source>
        <translation>%1 没有 %2 张量核心（它支持 %3）</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="53"/>
        <source>serving precision &apos;%1&apos; (fp16, bf16, fp8, int8, int4 or fp4)</source>
        <translation>推理精度 &apos;%1&apos;（fp16、bf16、fp8、int8、int4 或 fp4）</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="91"/>
        <source>requests per second, 90th percentiles and latency limits cannot be negative, a 90th percentile is at least its mean, and the prefix hit share is 0 to 1</source>
        <translation>每秒请求数、p90 分位数与延迟上限不能为负，p90 分位数不小于其均值，前缀命中比例在 0 到 1 之间</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="120"/>
        <location filename="../../ui/message_text.cpp" line="184"/>
        <source>tensor parallel degree %1 exceeds the %2 GPUs one fast link joins (a node, or an NVLink domain)</source>
        <translation>张量并行度 %1 超过一条高速互连所连接的 %2 张 GPU（一个节点，或一个 NVLink 域）</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="157"/>
        <source>%1 has no %2 tensor cores (it has %3): choose another precision or GPU</source>
        <translation>%1 没有 %2 张量核心（它支持 %3）：请换一种精度或 GPU</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="177"/>
        <source>%1 has no fp4 tensor cores (it has %2): for 4-bit weights on it choose int4 (weight-only)</source>
        <translation>%1 没有 fp4 张量核心（它支持 %2）：要在它上面使用 4 位权重，请选择 int4（仅权重量化）</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="180"/>
        <source>%1 cannot keep the KV cache in %2: it has no %2 tensor cores (it has %3)</source>
        <translation>%1 无法以 %2 保存 KV 缓存：它没有 %2 张量核心（它支持 %3）</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="210"/>
        <source>active parameters exceed total parameters</source>
        <translation>激活参数量超过了总参数量</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="222"/>
        <source>price %1 is no longer stored: choose another</source>
        <translation>价格 %1 已不存在：请另选一个</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="224"/>
        <source>price %1 is for %2, not %3</source>
        <translation>价格 %1 属于 %2，而不是 %3</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="226"/>
        <source>price %1 is a purchase price, not a rent</source>
        <translation>价格 %1 是购买价，不是租用价</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="228"/>
        <source>choose a region for the price</source>
        <translation>请为价格选择地区</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="230"/>
        <source>unknown region &apos;%1&apos;</source>
        <translation>未知地区“%1”</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="232"/>
        <source>no stored rent price for %1 in %2: add one in Prices</source>
        <translation>%2没有已存储的 %1 租用价格：请在“价格”页添加</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="234"/>
        <source>no stored rent price for %1 in %2 except spot (choose it explicitly)</source>
        <translation>%2除竞价价格外没有已存储的 %1 租用价格（如需使用竞价，请明确选择）</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="236"/>
        <source>no estimate</source>
        <translation>无估算结果</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="238"/>
        <source>no server purchase price for %1 in this region: add one in Prices (kind purchase, per server)</source>
        <translation>该地区没有 %1 的整机购买价：请在“价格”页添加（类型为购买，按整机计价）</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="241"/>
        <source>%1&apos;s board power is not published: owning it is not costed (enter its power in the catalog)</source>
        <translation>%1 的板卡功耗未公开：不计算自购成本（请在目录中填写其功耗）</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="244"/>
        <source>the region has no electricity price: set one to see the cost of owning</source>
        <translation>该地区没有电价：设置电价后才能计算自建成本</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="246"/>
        <source>electricity in %1, purchase in %2: %3</source>
        <translation>电价以 %1 计，购买价以 %2 计：%3</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="248"/>
        <source>rent in %1, purchase in %2: %3</source>
        <translation>租金以 %1 计，购买价以 %2 计：%3</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="250"/>
        <source>ownership inputs mix %1 and %2: convert them to one currency first</source>
        <translation>自建成本的输入混用了 %1 和 %2：请先换算为同一币种</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="252"/>
        <source>GPU counts must be positive</source>
        <translation>GPU 数量必须为正</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="254"/>
        <source>utilization must be between 0 and 1</source>
        <translation>利用率必须在 0 到 1 之间</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="256"/>
        <source>PUE cannot be below 1</source>
        <translation>PUE 不能小于 1</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="258"/>
        <source>the horizon must be positive</source>
        <translation>测算年限必须为正</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="260"/>
        <source>the residual value must be a fraction between 0 and 1</source>
        <translation>残值比例必须在 0 到 1 之间</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="262"/>
        <source>the electricity price cannot be negative</source>
        <translation>电价不能为负</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="264"/>
        <source>rent in %1 and purchase in %2: convert them to one currency first</source>
        <translation>租金以 %1 计、购买价以 %2 计：请先换算为同一币种</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="266"/>
        <source>no exchange rate for %1: add one under Prices, Exchange rates</source>
        <translation>没有 %1 的汇率：请在“价格”页的“汇率”中添加</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="268"/>
        <source>cannot add %1 to %2 without an exchange rate</source>
        <translation>没有汇率，无法将 %1 与 %2 相加</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="270"/>
        <source>cannot subtract %1 from %2 without an exchange rate</source>
        <translation>没有汇率，无法从 %2 中减去 %1</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="272"/>
        <source>rent price</source>
        <translation>租用价格</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="274"/>
        <source>generation pool&apos;s rent price</source>
        <translation>生成池的租用价格</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="276"/>
        <source>efficiency</source>
        <translation>效率</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="278"/>
        <source>throughput per card</source>
        <translation>每卡吞吐量</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="280"/>
        <source>exchange rate</source>
        <translation>汇率</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="282"/>
        <source>no catalog</source>
        <translation>没有 GPU 目录</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="284"/>
        <source>compare 2 to 6 GPUs (got %1)</source>
        <translation>请选择 2 到 6 种 GPU 进行比较（当前为 %1 种）</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="286"/>
        <source>the baseline %1 is not among the compared GPUs</source>
        <translation>基准 %1 不在比较的 GPU 之中</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="288"/>
        <source>no global batch given: %1 tokens (%2 sequences of %3), as published runs of this model size used (GPT-3, Llama 2)</source>
        <translation>未指定全局批量：采用 %1 个 token（%2 条长度为 %3 的序列），与同等规模模型的公开训练一致（GPT-3、Llama 2）</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="292"/>
        <source>no global batch given: %1 tokens (%2 sequences of %3), one sequence per %4-GPU node so every pipeline gets work (Llama 3 405B used 16M tokens on 16,384 GPUs); the model-size rule alone gives %5 tokens</source>
        <translation>未指定全局批量：采用 %1 个 token（%2 条长度为 %3 的序列），即每个 %4 卡节点一条序列，使每条流水线都有活干（Llama 3 405B 在 16,384 张 GPU 上用 16M token）；仅按模型规模规则为 %5 个 token</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="297"/>
        <source>no global batch given: %1 sequences of %2 tokens, a common fine-tuning batch</source>
        <translation>未指定全局批量：采用 %1 条长度为 %2 的序列，这是常见的微调批量</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="299"/>
        <source>the batch of %1 sequences gives each pipeline %2 micro-batches for %3 stages: the bubble takes %4% of the step; at least %5 sequences would keep the pipelines full</source>
        <translation>%1 条序列的批量只给每条流水线 %2 个微批次，却有 %3 个阶段：流水线气泡占每步时间的 %4%；至少 %5 条序列才能让流水线满载</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="303"/>
        <source>the batch of %1 sequences is smaller than the %2 nodes of the cluster: data parallelism cannot give every GPU work; published runs at this scale use at least one sequence per node</source>
        <translation>%1 条序列的批量少于集群的 %2 个节点：数据并行无法让每张 GPU 都有活干；此规模的公开训练每个节点至少一条序列</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="307"/>
        <source>%1 at %2 has no published run to calibrate on: matmul efficiency %3 is the calibrated default, so treat the time as indicative</source>
        <translation>%1 在 %2 下没有可用于校准的公开训练：矩阵乘效率 %3 为校准后的默认值，时间仅供参考</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="311"/>
        <source>some %1 figures are secondary or assumed (see the GPU catalog&apos;s sources)</source>
        <translation>%1 的部分参数来自二手资料或为假设值（见 GPU 目录中的来源）</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="313"/>
        <source>QLoRA&apos;s NF4 slowdown factor is an assumption, not calibrated</source>
        <translation>QLoRA 的 NF4 减速系数为假设值，未经校准</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="315"/>
        <source>mixture of experts: compute uses active parameters, memory all parameters; experts are split over GPUs (ep) only for models with a published expert layout (the presets)</source>
        <translation>混合专家模型：计算按激活参数，显存按全部参数；仅对公布了专家布局的模型（预设）将专家拆分到多张 GPU（ep）</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="319"/>
        <source>FP4: the GEMMs of every layer but the first and the last (kept in BF16) run at the FP4 peak with the die&apos;s FP8 efficiency, since no FP4 run is fitted yet; attention, norms, the optimizer, the casts to FP4 and communication stay 16-bit work</source>
        <translation>FP4：除第一层和最后一层（保持 BF16）外，各层矩阵乘按 FP4 峰值、以该芯片的 FP8 效率运行（尚无可拟合的 FP4 实测）；注意力、归一化、优化器、向 FP4 的转换和通信仍是 16 位的工作</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="324"/>
        <source>AMD cards are served at %1 of the rates fitted on NVIDIA&apos;s cards, as vLLM and SGLang on the MI300X measured in 2024-2025 (within about 20% of such publications left out of the fit); newer ROCm software may do better</source>
        <translation>AMD 卡的推理速度按 NVIDIA 卡拟合速率的 %1 计算，这是 2024-2025 年 vLLM 与 SGLang 在 MI300X 上的实测水平（对拟合时留出的同类公开数据，中位误差约 20%）；更新的 ROCm 软件可能更快</translation>
    </message>
    <message>
        <location filename="../../ui/message_text_rl.cpp" line="14"/>
        <source>calibrated on NeMo RL&apos;s published GRPO steps (Megatron-Core and vLLM on H100 and GB200): generation at %1% of the serving estimate&apos;s speed, log-probabilities and updates at %2% of the training estimate&apos;s; other frameworks are not measured</source>
        <translation>按 NeMo RL 公布的 GRPO 步骤校准（H100 与 GB200 上的 Megatron-Core 与 vLLM）：生成速度为推理估算的 %1%，对数概率与更新为训练估算的 %2%；其他框架未经测量</translation>
    </message>
    <message>
        <location filename="../../ui/message_text_rl.cpp" line="20"/>
        <source>generated lengths given as a mean only: their p90 taken as %1 tokens, the spread fitted on published steps</source>
        <translation>生成长度只给了平均值：其 p90 取 %1 个 token，即按公布步骤拟合的分布宽度</translation>
    </message>
    <message>
        <location filename="../../ui/message_text_rl.cpp" line="25"/>
        <source>refit: %1 s and the policy&apos;s weights at %2 GB/s, as NeMo RL&apos;s published refits (or the link&apos;s speed where slower)</source>
        <translation>权重同步：%1 秒，加上以 %2 GB/s 传输策略权重，依据 NeMo RL 公布的同步时间（链路更慢时按链路速度）</translation>
    </message>
    <message>
        <source>colocated: each phase has the GPUs&apos; memory to itself; moving the other side&apos;s weights and optimizer states out of the way is not counted apart (published colocated DeepSeek-V3 steps take about 40% longer than estimated)</source>
        <translation type="vanished">共置：每个阶段独占 GPU 显存；把另一侧的权重和优化器状态移开的时间没有单独计算（公布的共置 DeepSeek-V3 步骤比估算约长 40%）</translation>
    </message>
    <message>
        <location filename="../../ui/message_text_rl.cpp" line="30"/>
        <source>colocated: the update&apos;s optimizer states (%1 GB a GPU) go to host memory and back every step at %2 GB/s, as NeMo RL&apos;s copies were measured; the engines&apos; sleep and wake and the weights&apos; moves are not counted apart</source>
        <translation>共置：更新的优化器状态（每张 GPU %1 GB）每步以 %2 GB/s 移到主机内存再移回，依据 NeMo RL 拷贝的实测速率；推理引擎的休眠与唤醒以及权重的移动没有单独计算</translation>
    </message>
    <message>
        <location filename="../../ui/message_text_rl.cpp" line="36"/>
        <source>PPO&apos;s critic taken as the policy&apos;s size</source>
        <translation>PPO 的评论模型按与策略模型同样大小计算</translation>
    </message>
    <message>
        <location filename="../../ui/message_text_rl.cpp" line="39"/>
        <source>colocated on %1; update %2</source>
        <translation>共置于 %1 张；更新 %2</translation>
    </message>
    <message>
        <location filename="../../ui/message_text_rl.cpp" line="41"/>
        <source>%1 generate + %2 train; update %3</source>
        <translation>%1 张生成 + %2 张训练；更新 %3</translation>
    </message>
    <message>
        <location filename="../../ui/message_text_rl.cpp" line="43"/>
        <source>an RL run trains in BF16 or FP8, not %1</source>
        <translation>强化学习运行以 BF16 或 FP8 训练，不能用 %1</translation>
    </message>
    <message>
        <location filename="../../ui/message_text_rl.cpp" line="46"/>
        <source>split pools need a generation pool smaller than the %1 GPUs: give its size in the RL run</source>
        <translation>分离资源池需要一个小于 %1 张 GPU 的生成池：请在强化学习运行中给出其大小</translation>
    </message>
    <message>
        <location filename="../../ui/message_text_rl.cpp" line="50"/>
        <source>a generation pool on %1 needs split pools: choose them in the RL run, with the pool&apos;s size</source>
        <translation>在 %1 上的生成池需要分离资源池：请在强化学习运行中选择分离资源池，并给出生成池的大小</translation>
    </message>
    <message>
        <location filename="../../ui/message_text_rl.cpp" line="54"/>
        <source>%1 x %2 generate + %3 x %4 train; update %5</source>
        <translation>%1 x %2 生成 + %3 x %4 训练；更新 %5</translation>
    </message>
    <message>
        <location filename="../../ui/message_text_rl.cpp" line="57"/>
        <source>no layout of the policy fits %1 x %2</source>
        <translation>策略模型在 %1 × %2 上没有可行的推理切分</translation>
    </message>
    <message>
        <location filename="../../ui/message_text_rl.cpp" line="60"/>
        <source>the policy&apos;s update fits no plan on %1 x %2 (it needs %3 GB a GPU at best)</source>
        <translation>策略模型的更新在 %1 × %2 上没有可行的并行方案（每张 GPU 至少需要 %3 GB）</translation>
    </message>
    <message>
        <location filename="../../ui/message_text_rl.cpp" line="64"/>
        <source>the run needs a policy model and a training cluster</source>
        <translation>运行需要策略模型和训练集群</translation>
    </message>
    <message>
        <location filename="../../ui/message_text_rl.cpp" line="67"/>
        <source>prompts per step must be at least 1</source>
        <translation>每步提示数至少为 1</translation>
    </message>
    <message>
        <location filename="../../ui/message_text_rl.cpp" line="69"/>
        <source>rollouts per prompt must be at least 1</source>
        <translation>每个提示的生成条数至少为 1</translation>
    </message>
    <message>
        <location filename="../../ui/message_text_rl.cpp" line="72"/>
        <source>the prompt and generated (answer) tokens must be positive</source>
        <translation>提示与生成（回答）token 数必须为正</translation>
    </message>
    <message>
        <location filename="../../ui/message_text_rl.cpp" line="75"/>
        <source>the generated tokens&apos; p90 is below their mean</source>
        <translation>生成 token 数的 p90 低于其均值</translation>
    </message>
    <message>
        <location filename="../../ui/message_text_rl.cpp" line="78"/>
        <source>the generation cap, reward seconds and staleness cannot be negative</source>
        <translation>生成上限、奖励秒数与陈旧步数不能为负</translation>
    </message>
    <message>
        <location filename="../../ui/message_text_rl.cpp" line="82"/>
        <source>the run needs at least one step</source>
        <translation>运行至少需要一步</translation>
    </message>
    <message>
        <location filename="../../ui/message_text_rl.cpp" line="84"/>
        <source>updates per step must be from 1 to the rollouts of a step (%1)</source>
        <translation>每步更新次数须在 1 到每步生成条数（%1）之间</translation>
    </message>
    <message>
        <location filename="../../ui/message_text_rl.cpp" line="87"/>
        <source>DPO generates nothing: it has no generation pool and nothing to run ahead</source>
        <translation>DPO 不生成任何内容：没有生成池，也没有可提前运行的步</translation>
    </message>
    <message>
        <location filename="../../ui/message_text_rl.cpp" line="91"/>
        <source>asynchronous generation needs split pools: colocated, generation and training take turns</source>
        <translation>异步生成需要分离的资源池：共置时生成与训练轮流进行</translation>
    </message>
    <message>
        <location filename="../../ui/message_text_rl.cpp" line="95"/>
        <source>split pools need a generation pool of at least one GPU</source>
        <translation>分离资源池需要至少 1 张 GPU 的生成池</translation>
    </message>
    <message>
        <location filename="../../ui/message_text_rl.cpp" line="98"/>
        <source>the training pool needs at least one GPU</source>
        <translation>训练池至少需要 1 张 GPU</translation>
    </message>
    <message>
        <location filename="../../ui/message_text_rl.cpp" line="101"/>
        <source>a generation pool on %1 beside the training pool needs more GPUs than %2: one pool of each</source>
        <translation>在 %1 上的生成资源池与训练资源池并存，需要多于 %2 张 GPU：每种池各一个</translation>
    </message>
    <message>
        <location filename="../../ui/message_text_rl.cpp" line="105"/>
        <source>DPO learns from preference pairs: it has no reward model to score rollouts</source>
        <translation>DPO 从偏好对中学习：没有需要奖励模型打分的生成样本</translation>
    </message>
    <message>
        <location filename="../../ui/message_text_rl.cpp" line="109"/>
        <source>the reward model %1 fits no plan on %2 x %3</source>
        <translation>奖励模型 %1 在 %2 × %3 上没有放得下的并行方案</translation>
    </message>
    <message>
        <location filename="../../ui/message_text_rl.cpp" line="112"/>
        <source>reward model %1: one forward pass over every rollout a step on the training pool, in the log-probabilities&apos; phase</source>
        <translation>奖励模型 %1：每步在训练资源池上对每条生成样本做一次前向计算，计入对数概率阶段</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="329"/>
        <source>%1 comes in trays of %2 GPUs: %3 GPUs rounded up to %4 (whole trays)</source>
        <translation>%1 以每托盘 %2 卡供货：%3 卡向上取整为 %4 卡（整托盘）</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="331"/>
        <source>FP8: the GEMMs run at the FP8 peak; attention, norms, the casts to FP8 and communication stay 16-bit work, so the gain over BF16 grows with model size</source>
        <translation>FP8：矩阵乘按 FP8 峰值运行；注意力、归一化、向 FP8 的转换和通信仍是 16 位的工作，因此相对 BF16 的提速随模型增大而增加</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="335"/>
        <source>ZeRO-Offload (%1) keeps %2 per node in host memory (of %3): PCIe transfers and the host&apos;s Adam step take %4 s of each %5 s step (the host Adam rate, 10B parameters in 2.57 s, is not verified)</source>
        <translation>ZeRO-Offload（%1）在每个节点的主机内存中占用 %2（共 %3）：PCIe 传输和主机上的 Adam 更新占每步 %5 秒中的 %4 秒（主机 Adam 速度，即 2.57 秒更新 100 亿参数，尚未核实）</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="340"/>
        <source>attention: FlashAttention-2 kernels (PyTorch, Hugging Face) reach about %1% of the %2&apos;s peak (FlashAttention-3 paper), the matrix multiplications %3%; Megatron or NeMo with Transformer Engine run fused kernels as fast as the matrix multiplications</source>
        <translation>注意力：FlashAttention-2 内核（PyTorch、Hugging Face）约达到 %2 峰值的 %1%（FlashAttention-3 论文），矩阵乘法为 %3%；使用 Transformer Engine 的 Megatron 或 NeMo 运行融合内核，速度与矩阵乘法相当</translation>
    </message>
    <message>
        <location filename="../../ui/message_text.cpp" line="344"/>
        <source>framework: generic PyTorch (FSDP, DeepSpeed, Hugging Face) runs the matrix multiplications at %1% of the rate stacks tuned for Hopper reach on the %2 (NeMo or Megatron-Core with Transformer Engine; fitted on published runs of the same code on A100 and H100)</source>
        <translation>训练框架：通用 PyTorch（FSDP、DeepSpeed、Hugging Face）在 %2 上的矩阵乘法速度为针对 Hopper 优化的框架（NeMo 或 Megatron-Core 配合 Transformer Engine）的 %1%（按同一代码在 A100 与 H100 上的公开测试结果拟合）</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::DeletePriceCommand</name>
    <message>
        <location filename="../../ui/prices/price_commands.cpp" line="40"/>
        <source>delete price: %1</source>
        <translation>删除价格：%1</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_commands.cpp" line="53"/>
        <source>no history to restore from</source>
        <translation>没有可恢复的历史记录</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::EditPriceCommand</name>
    <message>
        <location filename="../../ui/prices/edit_price_command.cpp" line="13"/>
        <source>edit price: %1</source>
        <translation>修改价格：%1</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::ExchangeRateModel</name>
    <message>
        <location filename="../../ui/prices/exchange_rate_model.cpp" line="103"/>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <location filename="../../ui/prices/exchange_rate_model.cpp" line="105"/>
        <source>USD per unit</source>
        <translation>每单位合美元</translation>
    </message>
    <message>
        <location filename="../../ui/prices/exchange_rate_model.cpp" line="107"/>
        <source>Range</source>
        <translation>区间</translation>
    </message>
    <message>
        <location filename="../../ui/prices/exchange_rate_model.cpp" line="109"/>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location filename="../../ui/prices/exchange_rate_model.cpp" line="111"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../../ui/prices/exchange_rate_model.cpp" line="113"/>
        <source>URL</source>
        <translation>网址</translation>
    </message>
    <message>
        <location filename="../../ui/prices/exchange_rate_model.cpp" line="128"/>
        <source>USD per unit: &apos;%1&apos; is not a positive number</source>
        <translation>每单位合美元：“%1”不是正数</translation>
    </message>
    <message>
        <location filename="../../ui/prices/exchange_rate_model.cpp" line="147"/>
        <source>Range: give LOW - HIGH, such as 0.139 - 0.148</source>
        <translation>区间：请按“下限 - 上限”填写，例如 0.139 - 0.148</translation>
    </message>
    <message>
        <location filename="../../ui/prices/exchange_rate_model.cpp" line="180"/>
        <source>1 %1 = %2 USD (%3)</source>
        <translation>1 %1 = %2 美元（%3）</translation>
    </message>
    <message>
        <location filename="../../ui/prices/exchange_rate_model.cpp" line="188"/>
        <source>converted at the rates of %1</source>
        <translation>按 %1 的汇率换算</translation>
    </message>
    <message>
        <location filename="../../ui/prices/exchange_rate_model.cpp" line="190"/>
        <source>converted at %1</source>
        <translation>按 %1 换算</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::ExchangeRatesDialog</name>
    <message>
        <location filename="../../ui/prices/exchange_rates_dialog.cpp" line="37"/>
        <source>Exchange rates</source>
        <translation>汇率</translation>
    </message>
    <message>
        <location filename="../../ui/prices/exchange_rates_dialog.cpp" line="41"/>
        <source>US dollars per unit of each currency. Every amount the program converts uses these rates; double-click a cell to edit it (Ctrl+Z undoes).</source>
        <translation>每单位各币种合多少美元。程序换算的每个金额都使用这些汇率；双击单元格即可编辑（Ctrl+Z 撤销）。</translation>
    </message>
    <message>
        <location filename="../../ui/prices/exchange_rates_dialog.cpp" line="56"/>
        <source>currency (KRW)</source>
        <translation>币种（KRW）</translation>
    </message>
    <message>
        <location filename="../../ui/prices/exchange_rates_dialog.cpp" line="59"/>
        <source>USD per unit</source>
        <translation>每单位合美元</translation>
    </message>
    <message>
        <location filename="../../ui/prices/exchange_rates_dialog.cpp" line="62"/>
        <source>source: publisher, table and date</source>
        <translation>来源：发布机构、表名和日期</translation>
    </message>
    <message>
        <location filename="../../ui/prices/exchange_rates_dialog.cpp" line="63"/>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <location filename="../../ui/prices/exchange_rates_dialog.cpp" line="91"/>
        <source>USD per unit: &apos;%1&apos; is not a positive number</source>
        <translation>每单位合美元：“%1”不是正数</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::GpuCatalogModel</name>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_model.cpp" line="154"/>
        <location filename="../../ui/catalog/gpu_catalog_model.cpp" line="292"/>
        <location filename="../../ui/catalog/gpu_catalog_model.cpp" line="295"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_model.cpp" line="154"/>
        <location filename="../../ui/catalog/gpu_catalog_model.cpp" line="292"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_model.cpp" line="171"/>
        <location filename="../../ui/catalog/gpu_catalog_model.cpp" line="233"/>
        <location filename="../../ui/catalog/gpu_catalog_model.cpp" line="243"/>
        <source>n/a</source>
        <translation>不支持</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_model.cpp" line="173"/>
        <location filename="../../ui/catalog/gpu_catalog_model.cpp" line="233"/>
        <location filename="../../ui/catalog/gpu_catalog_model.cpp" line="244"/>
        <source>not published</source>
        <translation>未公开</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_model.cpp" line="179"/>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_model.cpp" line="181"/>
        <source>%1 TB/s</source>
        <translation>%1 TB/s</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_model.cpp" line="184"/>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_model.cpp" line="186"/>
        <source>%1 W</source>
        <translation>%1 瓦</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_model.cpp" line="188"/>
        <source>%1 kW</source>
        <translation>%1 千瓦</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_model.cpp" line="190"/>
        <location filename="../../ui/catalog/gpu_catalog_model.cpp" line="251"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_model.cpp" line="239"/>
        <source>&apos;%1&apos; is not a number for %2</source>
        <translation>“%1”不是 %2 的有效数字</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_model.cpp" line="245"/>
        <source>%1 must be positive, or blank where it is not published</source>
        <translation>%1 须为正数；未公开时留空</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_model.cpp" line="256"/>
        <source>&apos;%1&apos; is not a whole number for %2</source>
        <translation>“%1”不是 %2 的有效整数</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_model.cpp" line="294"/>
        <source>verified is yes or no</source>
        <translation>“已核实”只能是“是”或“否”</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_model.cpp" line="305"/>
        <source>unknown GPU link &apos;%1&apos;</source>
        <translation>未知的卡间互联“%1”</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_model.cpp" line="309"/>
        <source>this column cannot be edited</source>
        <translation>此列不可编辑</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_model.cpp" line="332"/>
        <source>Source: %1
Verification: %2</source>
        <translation>来源：%1
核实情况：%2</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_header.cpp" line="18"/>
        <source>ID</source>
        <translation>编号</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_header.cpp" line="20"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_header.cpp" line="22"/>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_header.cpp" line="24"/>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_header.cpp" line="26"/>
        <source>Die</source>
        <translation>芯片</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_header.cpp" line="28"/>
        <source>Form factor</source>
        <translation>形态</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_header.cpp" line="30"/>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_header.cpp" line="32"/>
        <source>Memory type</source>
        <translation>显存类型</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_header.cpp" line="34"/>
        <source>Bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_header.cpp" line="36"/>
        <source>FP32 TFLOPS</source>
        <translation>FP32 算力 (TFLOPS)</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_header.cpp" line="40"/>
        <source>BF16 TFLOPS</source>
        <translation>BF16 算力 (TFLOPS)</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_header.cpp" line="42"/>
        <source>FP16 TFLOPS</source>
        <translation>FP16 算力 (TFLOPS)</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_header.cpp" line="44"/>
        <source>FP8 TFLOPS</source>
        <translation>FP8 算力 (TFLOPS)</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_header.cpp" line="48"/>
        <source>FP4 TFLOPS</source>
        <translation>FP4 TFLOPS</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_header.cpp" line="52"/>
        <source>Rack power</source>
        <translation>机柜功率</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_header.cpp" line="64"/>
        <source>GPUs per node</source>
        <translation>每节点卡数</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_header.cpp" line="66"/>
        <source>Network</source>
        <translation>节点间网络</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_header.cpp" line="68"/>
        <source>Verified</source>
        <translation>已核实</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_header.cpp" line="70"/>
        <source>Verification</source>
        <translation>核实情况</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_header.cpp" line="72"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_header.cpp" line="38"/>
        <source>TF32 TFLOPS</source>
        <translation>TF32 算力 (TFLOPS)</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_header.cpp" line="10"/>
        <source>The id prices and scenarios refer to; fixed once a GPU exists</source>
        <translation>价格和方案引用的编号；GPU 创建后不可更改</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_header.cpp" line="12"/>
        <source>The whole rack&apos;s power where the card is sold by the rack (an NVL72): GPUs, CPUs, switches, pumps; owning it counts this. Blank: the GPUs&apos; power plus 1.3 kW per server</source>
        <translation>整机柜销售的卡（如 NVL72）的整柜功率：GPU、CPU、交换托盘、水泵；自购成本按此计算。留空：GPU 功耗加每台服务器 1.3 千瓦</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_header.cpp" line="15"/>
        <source>Double-click to edit; numbers are in the unit of the title</source>
        <translation>双击编辑；数字以列标题中的单位为准</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_header.cpp" line="46"/>
        <source>INT8 TOPS</source>
        <translation>INT8 算力 (TOPS)</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_header.cpp" line="54"/>
        <source>GPU link</source>
        <translation>卡间互联</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_header.cpp" line="56"/>
        <source>Link bandwidth</source>
        <translation>互联带宽</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_header.cpp" line="50"/>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_header.cpp" line="58"/>
        <source>Link domain (GPUs)</source>
        <translation>互联域（卡数）</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_header.cpp" line="60"/>
        <source>PCIe bandwidth</source>
        <translation>PCIe 带宽</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_header.cpp" line="62"/>
        <source>MIG</source>
        <translation>MIG 实例</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::GpuCatalogPage</name>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_page.cpp" line="37"/>
        <source>Filter GPUs (name, vendor, memory type, ...)</source>
        <translation>筛选 GPU（名称、厂商、显存类型……）</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_page.cpp" line="106"/>
        <location filename="../../ui/catalog/gpu_catalog_page.cpp" line="144"/>
        <source>the catalog is read-only here (no store)</source>
        <translation>此处目录为只读（没有数据库）</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_page.cpp" line="157"/>
        <source>kept %1&apos;s %2: %3</source>
        <translation>已保留 %1 的%2：%3</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_page.cpp" line="171"/>
        <source>%1 (copy)</source>
        <translation>%1（副本）</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_page.cpp" line="173"/>
        <source>copied from %1 on %2: check every figure</source>
        <translation>于 %2 复制自 %1：请核对每一项数值</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_page.cpp" line="181"/>
        <source>a GPU with the id %1 exists</source>
        <translation>编号为 %1 的 GPU 已存在</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_page.cpp" line="194"/>
        <source>select the GPU to copy first</source>
        <translation>请先选择要复制的 GPU</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_page.cpp" line="208"/>
        <source>New GPU</source>
        <translation>新建 GPU</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_page.cpp" line="209"/>
        <source>The new GPU starts as a copy of %1; edit its figures in the table.
ID (lower-case letters, digits, &apos;-&apos;):</source>
        <translation>新 GPU 以 %1 的副本开始；请在表格中修改其数值。
编号（小写字母、数字、“-”）：</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_page.cpp" line="224"/>
        <source>select the GPUs to delete first</source>
        <translation>请先选择要删除的 GPU</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/catalog/gpu_catalog_page.cpp" line="230"/>
        <source>delete %n GPU(s)</source>
        <translation>
            <numerusform>删除 %n 款 GPU</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::GpuChoice</name>
    <message>
        <location filename="../../ui/catalog/gpu_choice.cpp" line="14"/>
        <source>Cards to compare (2 to 6):</source>
        <translation>要比较的卡（2 到 6 张）：</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_choice.cpp" line="18"/>
        <source>Baseline (ratios are against it):</source>
        <translation>基准卡（比值相对于它）：</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_choice.cpp" line="28"/>
        <source>compare at most %1 cards: uncheck one first</source>
        <translation>最多比较 %1 张卡：请先取消勾选一张</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::GpuConflictDialog</name>
    <message>
        <location filename="../../ui/catalog/gpu_conflict_dialog.cpp" line="35"/>
        <source>GPU changed by someone else</source>
        <translation>GPU 已被他人修改</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_conflict_dialog.cpp" line="43"/>
        <source>%1 was added by %2 while you were adding a GPU with the same id.</source>
        <translation>在您添加同一 ID 的 GPU 期间，%1 已被 %2 添加。</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::KeptText</name>
    <message>
        <location filename="../../ui/catalog/catalog_row_command.h" line="111"/>
        <source>someone else</source>
        <translation>其他人</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/catalog_row_command.h" line="116"/>
        <source>%1 was deleted by %2 meanwhile</source>
        <translation>%1 已在此期间被 %2 删除</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::MainWindow</name>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="35"/>
        <source>owner</source>
        <translation>所有者</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="37"/>
        <source>admin</source>
        <translation>管理员</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="39"/>
        <source>editor</source>
        <translation>编辑者</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="41"/>
        <source>viewer</source>
        <translation>查看者</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="42"/>
        <source>no role</source>
        <translation>无角色</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="248"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="249"/>
        <source>GpuPlan: GPU planning workbench</source>
        <translation>GpuPlan：GPU 算力规划工作台</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="256"/>
        <source>Team store: %1</source>
        <translation>团队数据库：%1</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="257"/>
        <source>Local store: %1</source>
        <translation>本地数据库：%1</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="259"/>
        <source>A shared store on a PostgreSQL server; File &gt; Use local store goes back to the file on this computer</source>
        <translation>PostgreSQL 服务器上的共享数据库；“文件 &gt; 使用本地数据库”回到本机上的文件</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="261"/>
        <source>The store file on this computer; File &gt; Connect to team store... opens a shared one</source>
        <translation>本机上的数据库文件；“文件 &gt; 连接团队数据库...”打开共享数据库</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="64"/>
        <source>GPU catalog</source>
        <translation>GPU 目录</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="66"/>
        <source>Models</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="68"/>
        <source>Prices</source>
        <translation>价格</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="70"/>
        <source>API prices</source>
        <translation>API 价格</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="90"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="97"/>
        <source>Connect to &amp;team store...</source>
        <translation>连接团队数据库(&amp;T)...</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="99"/>
        <source>Use &amp;local store</source>
        <translation>使用本地数据库(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="106"/>
        <source>Import &amp;model config...</source>
        <translation>导入模型配置(&amp;M)...</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="112"/>
        <source>&amp;Reload prices</source>
        <translation>重新载入价格(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="116"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="120"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="122"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="126"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="240"/>
        <source>Running on Qt %1.</source>
        <translation>运行于 Qt %1。</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="48"/>
        <location filename="../../ui/main_window_frame.cpp" line="200"/>
        <source>&amp;New scenario</source>
        <translation>新建方案(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="51"/>
        <location filename="../../ui/main_window_frame.cpp" line="208"/>
        <source>D&amp;uplicate scenario</source>
        <translation>复制方案(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="54"/>
        <location filename="../../ui/main_window_frame.cpp" line="209"/>
        <source>&amp;Delete scenario</source>
        <translation>删除方案(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="62"/>
        <source>Scenarios</source>
        <translation>方案</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="204"/>
        <source>&amp;Add price...</source>
        <translation>添加价格(&amp;A)...</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="201"/>
        <source>&amp;New GPU...</source>
        <translation>新建 GPU(&amp;N)...</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="202"/>
        <source>&amp;New model...</source>
        <translation>新建模型(&amp;N)...</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="203"/>
        <source>&amp;New API price (a copy)</source>
        <translation>新建 API 价格（副本）(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="205"/>
        <source>D&amp;uplicate GPU</source>
        <translation>复制 GPU(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="206"/>
        <source>D&amp;uplicate model</source>
        <translation>复制模型(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="207"/>
        <source>D&amp;uplicate API price</source>
        <translation>复制 API 价格(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="210"/>
        <source>&amp;Delete GPU</source>
        <translation>删除 GPU(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="211"/>
        <source>&amp;Delete model</source>
        <translation>删除模型(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="212"/>
        <source>&amp;Delete API price</source>
        <translation>删除 API 价格(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="213"/>
        <source>&amp;Delete price</source>
        <translation>删除价格(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="72"/>
        <source>Compare &amp;&amp; charts</source>
        <translation>对比与图表</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="134"/>
        <source>Price &amp;history...</source>
        <translation>价格历史(&amp;H)...</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="139"/>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="146"/>
        <source>&amp;View</source>
        <translation>查看(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="147"/>
        <source>&amp;Filter</source>
        <translation>筛选(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="157"/>
        <source>Undo history</source>
        <translation>撤销历史</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="161"/>
        <source>&lt;opened&gt;</source>
        <translation>&lt;打开时&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="172"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="183"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="184"/>
        <source>The new language is used the next time GpuPlan starts.</source>
        <translation>新的语言将在下次启动 GpuPlan 时生效。</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="188"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="189"/>
        <source>&amp;About GpuPlan</source>
        <translation>关于 GpuPlan(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="233"/>
        <source>About GpuPlan</source>
        <translation>关于 GpuPlan</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="237"/>
        <source>GpuPlan %1</source>
        <translation>GpuPlan %1</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="238"/>
        <source>GpuPlan plans GPU compute for large language models: training, fine-tuning and serving time, memory and cost, to rent or to buy.</source>
        <translation>GpuPlan 为大模型规划 GPU 算力：训练、微调与推理的时间、显存和成本，租用或购买。</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_frame.cpp" line="276"/>
        <source>%1 of %2 GPUs, %3 of %4 prices; store: %5</source>
        <translation>GPU %1/%2 款，价格 %3/%4 条；数据库：%5</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::ModelConfigBatch</name>
    <message>
        <location filename="../../ui/models/model_config_file.cpp" line="171"/>
        <source>an id or a name is for one config; %1 files were given</source>
        <translation>ID 或名称只适用于单个配置；给出了 %1 个文件</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_config_file.cpp" line="185"/>
        <source>%1 and %2 both make the model id %3</source>
        <translation>%1 和 %2 得到相同的模型 ID %3</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::ModelConflictDialog</name>
    <message>
        <location filename="../../ui/models/model_conflict_dialog.cpp" line="27"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_conflict_dialog.cpp" line="28"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_conflict_dialog.cpp" line="42"/>
        <source>Model changed by someone else</source>
        <translation>模型已被他人修改</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_conflict_dialog.cpp" line="49"/>
        <source>%1 was added by %2 while you were adding a model with the same id.</source>
        <translation>在您添加同一 ID 的模型期间，%2 已添加了 %1。</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::ModelPage</name>
    <message>
        <location filename="../../ui/models/model_page.cpp" line="38"/>
        <source>Filter models (name, id, source, ...)</source>
        <translation>筛选模型（名称、ID、来源……）</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_page.cpp" line="44"/>
        <source>Import config.json...</source>
        <translation>导入 config.json...</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_page.cpp" line="46"/>
        <source>Add models from Hugging Face config.json files (or model folders); files can also be dropped on the window</source>
        <translation>从 Hugging Face 的 config.json 文件（或模型文件夹）添加模型；也可以把文件拖放到窗口上</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_page.cpp" line="81"/>
        <source>Import model config</source>
        <translation>导入模型配置</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_page.cpp" line="84"/>
        <source>Hugging Face config (*.json)</source>
        <translation>Hugging Face 配置 (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_page.cpp" line="84"/>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_page.cpp" line="125"/>
        <source>The model catalog is read-only here (no store)</source>
        <translation>此处模型目录为只读（没有数据库）</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_page.cpp" line="133"/>
        <source>%1 of %2 models</source>
        <translation>%1 / %2 个模型</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_page.cpp" line="139"/>
        <location filename="../../ui/models/model_page.cpp" line="171"/>
        <location filename="../../ui/models/model_page.cpp" line="284"/>
        <source>the model catalog is read-only here (no store)</source>
        <translation>此处模型目录为只读（没有数据库）</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_page.cpp" line="175"/>
        <source>add model %1</source>
        <translation>添加模型 %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_page.cpp" line="176"/>
        <source>delete model %1</source>
        <translation>删除模型 %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_page.cpp" line="177"/>
        <source>edit model %1</source>
        <translation>编辑模型 %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_page.cpp" line="190"/>
        <source>kept %1&apos;s %2</source>
        <translation>保留了 %1 的 %2</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_page.cpp" line="203"/>
        <source>a model with the id %1 exists</source>
        <translation>已存在 ID 为 %1 的模型</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_page.cpp" line="223"/>
        <source>select the model to copy first</source>
        <translation>请先选择要复制的模型</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_page.cpp" line="228"/>
        <source>%1 (copy)</source>
        <translation>%1（副本）</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_page.cpp" line="231"/>
        <location filename="../../ui/models/model_page.cpp" line="255"/>
        <source>copied from %1 on %2 (%3)</source>
        <translation>于 %2 复制自 %1（%3）</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_page.cpp" line="243"/>
        <source>New model</source>
        <translation>新建模型</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_page.cpp" line="244"/>
        <source>The new model starts as a copy of %1; edit its figures in the table, or import a config.json instead.
ID (lower-case letters, digits, &apos;.&apos;, &apos;-&apos;):</source>
        <translation>新模型从 %1 的副本开始；请在表格中编辑其数值，或改为导入 config.json。
ID（小写字母、数字、“.”、“-”）：</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_page.cpp" line="253"/>
        <source>%1 (custom)</source>
        <translation>%1（自定义）</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_page.cpp" line="264"/>
        <source>select the models to delete first</source>
        <translation>请先选择要删除的模型</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/models/model_page.cpp" line="270"/>
        <source>delete %n model(s)</source>
        <translation>
            <numerusform>删除 %n 个模型</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/models/model_page.cpp" line="291"/>
        <source>%1 holds no config.json: nothing was imported</source>
        <translation>%1 中没有 config.json：未导入任何内容</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_page.cpp" line="300"/>
        <source>the catalog has a model with the id %1 already (%2)</source>
        <translation>目录中已有 ID 为 %1 的模型（%2）</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_page.cpp" line="303"/>
        <source>Nothing was imported: %1</source>
        <translation>未导入任何内容：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/models/model_page.cpp" line="307"/>
        <source>import %n model(s)</source>
        <translation>
            <numerusform>导入 %n 个模型</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/models/model_page.cpp" line="322"/>
        <source>Imported %n model(s): %1</source>
        <translation>
            <numerusform>已导入 %n 个模型：%1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/models/model_page.cpp" line="322"/>
        <source>, </source>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::ModelTableModel</name>
    <message>
        <location filename="../../ui/models/model_table_model.cpp" line="104"/>
        <source>Parameters the shape counts layer by layer (embeddings, attention, dense and expert MLPs); the estimates use Parameters, the published total</source>
        <translation>按形状逐层统计的参数量（嵌入、注意力、稠密与专家 MLP）；估算使用“参数量”列，即公布的总数</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_table_model.cpp" line="107"/>
        <source>The KV cache (or linear-attention state) of one sequence of 32,768 tokens in BF16, with latent attention, sliding windows and linear layers as the model has them</source>
        <translation>一条 32,768 token 序列在 BF16 下的 KV 缓存（或线性注意力状态），按模型自身的潜在注意力、滑动窗口和线性层计算</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_table_model.cpp" line="113"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_table_model.cpp" line="115"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_table_model.cpp" line="117"/>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_table_model.cpp" line="119"/>
        <source>Active</source>
        <translation>激活</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_table_model.cpp" line="121"/>
        <source>Counted</source>
        <translation>按形状统计</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_table_model.cpp" line="123"/>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_table_model.cpp" line="125"/>
        <source>Hidden</source>
        <translation>隐藏维度</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_table_model.cpp" line="127"/>
        <source>Heads</source>
        <translation>注意力头</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_table_model.cpp" line="129"/>
        <source>KV heads</source>
        <translation>KV 头</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_table_model.cpp" line="131"/>
        <source>Head dim</source>
        <translation>头维度</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_table_model.cpp" line="133"/>
        <source>FFN</source>
        <translation>FFN</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_table_model.cpp" line="135"/>
        <source>Experts</source>
        <translation>专家数</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_table_model.cpp" line="137"/>
        <source>Top-k</source>
        <translation>Top-k</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_table_model.cpp" line="139"/>
        <source>MoE layers</source>
        <translation>MoE 层</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_table_model.cpp" line="141"/>
        <source>Expert FFN</source>
        <translation>专家 FFN</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_table_model.cpp" line="143"/>
        <source>Shared FFN</source>
        <translation>共享专家 FFN</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_table_model.cpp" line="145"/>
        <source>KV latent (MLA)</source>
        <translation>KV 潜向量 (MLA)</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_table_model.cpp" line="147"/>
        <source>Window</source>
        <translation>窗口</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_table_model.cpp" line="149"/>
        <source>Window layers</source>
        <translation>窗口层数</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_table_model.cpp" line="151"/>
        <source>Linear layers</source>
        <translation>线性层数</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_table_model.cpp" line="153"/>
        <source>Vocabulary</source>
        <translation>词表</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_table_model.cpp" line="155"/>
        <source>Train seq</source>
        <translation>训练序列</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_table_model.cpp" line="157"/>
        <source>Max context</source>
        <translation>最长上下文</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_table_model.cpp" line="159"/>
        <source>KV @32K</source>
        <translation>KV @32K</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_table_model.cpp" line="161"/>
        <source>Earlier</source>
        <translation>上一代</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_table_model.cpp" line="163"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_table_model.cpp" line="272"/>
        <source>Source: %1
Version %2 in the store</source>
        <translation>来源：%1
数据库中的版本 %2</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_table_model.cpp" line="273"/>
        <source>Source: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_table_model.cpp" line="293"/>
        <source>this column cannot be edited</source>
        <translation>此列不可编辑</translation>
    </message>
    <message>
        <location filename="../../ui/models/model_table_model.cpp" line="305"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::PageContext</name>
    <message>
        <location filename="../../ui/page_context.cpp" line="58"/>
        <source>The GPU catalog was changed by another user: reopen the store to use the new catalog</source>
        <translation>其他用户修改了 GPU 目录：重新打开数据库即可使用新目录</translation>
    </message>
    <message>
        <location filename="../../ui/page_context.cpp" line="61"/>
        <source>The GPU catalog was changed by another user but cannot be read: %1</source>
        <translation>其他用户修改了 GPU 目录，但无法读取：%1</translation>
    </message>
    <message>
        <location filename="../../ui/page_context.cpp" line="72"/>
        <source>The models, networks or calibration were changed by another program or user: scenarios re-planned with them</source>
        <translation>模型、网络或校准参数已被其他程序或用户修改：已据此重新规划方案</translation>
    </message>
    <message>
        <location filename="../../ui/page_context.cpp" line="75"/>
        <source>The GPU catalog was changed by another user: scenarios re-planned with it</source>
        <translation>其他用户修改了 GPU 目录：已按新目录重新规划方案</translation>
    </message>
    <message>
        <location filename="../../ui/page_context.cpp" line="77"/>
        <source>The GPU catalog was changed by another program or user (%1): scenarios re-planned with it</source>
        <translation>其他程序或用户修改了 GPU 目录（%1）：已按新目录重新规划方案</translation>
    </message>
    <message>
        <location filename="../../ui/page_context.cpp" line="79"/>
        <source>The GPU catalog was changed by another user (%1): scenarios re-planned with it</source>
        <translation>其他用户修改了 GPU 目录（%1）：已按新目录重新规划方案</translation>
    </message>
    <message>
        <location filename="../../ui/page_context.cpp" line="94"/>
        <source>not possible on this store</source>
        <translation>此数据库不支持</translation>
    </message>
    <message>
        <location filename="../../ui/page_context.cpp" line="96"/>
        <source>the admin role</source>
        <translation>管理员角色</translation>
    </message>
    <message>
        <location filename="../../ui/page_context.cpp" line="96"/>
        <source>the editor role</source>
        <translation>编辑者角色</translation>
    </message>
    <message>
        <location filename="../../ui/page_context.cpp" line="97"/>
        <source>needs %1 on team store %2</source>
        <translation>需要团队数据库 %2 的%1</translation>
    </message>
    <message>
        <location filename="../../ui/page_context.cpp" line="101"/>
        <source>Not changed: %1</source>
        <translation>未修改：%1</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::PlaceConflictDialog</name>
    <message>
        <location filename="../../ui/prices/place_conflict_dialog.cpp" line="31"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../ui/prices/place_conflict_dialog.cpp" line="50"/>
        <source>the %1 exchange rate</source>
        <translation>%1 汇率</translation>
    </message>
    <message>
        <location filename="../../ui/prices/place_conflict_dialog.cpp" line="58"/>
        <source>Electricity per kWh</source>
        <translation>每千瓦时电价</translation>
    </message>
    <message>
        <location filename="../../ui/prices/place_conflict_dialog.cpp" line="60"/>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <location filename="../../ui/prices/place_conflict_dialog.cpp" line="62"/>
        <source>Range</source>
        <translation>区间</translation>
    </message>
    <message>
        <location filename="../../ui/prices/place_conflict_dialog.cpp" line="65"/>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location filename="../../ui/prices/place_conflict_dialog.cpp" line="67"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../../ui/prices/place_conflict_dialog.cpp" line="69"/>
        <source>PUE source</source>
        <translation>PUE 来源</translation>
    </message>
    <message>
        <location filename="../../ui/prices/place_conflict_dialog.cpp" line="71"/>
        <source>English name</source>
        <translation>英文名称</translation>
    </message>
    <message>
        <location filename="../../ui/prices/place_conflict_dialog.cpp" line="73"/>
        <source>Chinese name</source>
        <translation>中文名称</translation>
    </message>
    <message>
        <location filename="../../ui/prices/place_conflict_dialog.cpp" line="75"/>
        <source>Area</source>
        <translation>所属区域</translation>
    </message>
    <message>
        <location filename="../../ui/prices/place_conflict_dialog.cpp" line="95"/>
        <source>Region changed by someone else</source>
        <translation>地区已被他人修改</translation>
    </message>
    <message>
        <location filename="../../ui/prices/place_conflict_dialog.cpp" line="105"/>
        <source>Exchange rate changed by someone else</source>
        <translation>汇率已被他人修改</translation>
    </message>
    <message>
        <location filename="../../ui/prices/place_conflict_dialog.cpp" line="113"/>
        <source>someone else</source>
        <translation>其他人</translation>
    </message>
    <message>
        <location filename="../../ui/prices/place_conflict_dialog.cpp" line="115"/>
        <source>%1 at %2</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../../ui/prices/place_conflict_dialog.cpp" line="117"/>
        <source>%1 is no longer in the store.</source>
        <translation>存储中已没有%1。</translation>
    </message>
    <message>
        <location filename="../../ui/prices/place_conflict_dialog.cpp" line="120"/>
        <source>Your change was not saved.</source>
        <translation>您的修改未保存。</translation>
    </message>
    <message>
        <location filename="../../ui/prices/place_conflict_dialog.cpp" line="124"/>
        <source>%1 was added by %2 while you were adding it.</source>
        <translation>在您添加期间，%2 已添加了%1。</translation>
    </message>
    <message>
        <location filename="../../ui/prices/place_conflict_dialog.cpp" line="125"/>
        <source>%1 was changed by %2 while you were editing it.</source>
        <translation>在您编辑期间，%1 已被 %2 修改。</translation>
    </message>
    <message>
        <location filename="../../ui/prices/place_conflict_dialog.cpp" line="128"/>
        <source>Their values: %1
Your values: %2

Keep theirs, or apply yours over it?</source>
        <translation>对方的值：%1
您的值：%2

保留对方的值，还是用您的值覆盖？</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::PriceConflictDialog</name>
    <message>
        <location filename="../../ui/prices/price_conflict_dialog.cpp" line="16"/>
        <source>Price changed by someone else</source>
        <translation>价格已被他人修改</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_conflict_dialog.cpp" line="19"/>
        <source>someone else</source>
        <translation>其他人</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_conflict_dialog.cpp" line="22"/>
        <source>%1 was deleted by %2 at %3 while you were editing it.</source>
        <translation>在您编辑期间，%1 已于 %3 被 %2 删除。</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_conflict_dialog.cpp" line="23"/>
        <source>Your value (%1) was not saved.</source>
        <translation>您的值（%1）未保存。</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_conflict_dialog.cpp" line="27"/>
        <source>%1 was changed by %2 at %3 while you were editing it.</source>
        <translation>在您编辑期间，%1 已于 %3 被 %2 修改。</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_conflict_dialog.cpp" line="28"/>
        <source>Their value: %1
Your value: %2

Keep theirs, or apply yours over it?</source>
        <translation>对方的值：%1
您的值：%2

保留对方的值，还是用您的值覆盖？</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::PriceHistoryDialog</name>
    <message>
        <location filename="../../ui/prices/price_history_dialog.cpp" line="33"/>
        <source>Price history</source>
        <translation>价格历史</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_history_dialog.cpp" line="44"/>
        <source>When (UTC)</source>
        <translation>时间 (UTC)</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_history_dialog.cpp" line="44"/>
        <source>Change</source>
        <translation>变更</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_history_dialog.cpp" line="44"/>
        <source>Before</source>
        <translation>变更前</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_history_dialog.cpp" line="44"/>
        <source>After</source>
        <translation>变更后</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_history_dialog.cpp" line="44"/>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_history_dialog.cpp" line="44"/>
        <source>Who</source>
        <translation>修改人</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_history_dialog.cpp" line="53"/>
        <source>Revert to before this change</source>
        <translation>恢复到此变更之前</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/prices/price_history_dialog.cpp" line="112"/>
        <source>Another user changed this price while this window was open: %n new change(s) at the top. Reverting an earlier change also undoes theirs.</source>
        <translation>
            <numerusform>本窗口打开期间，其他用户修改了这个价格：顶部有 %n 条新的变更。恢复更早的变更也会撤销他们的修改。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::PriceImport</name>
    <message>
        <location filename="../../ui/prices/price_import.cpp" line="162"/>
        <source>read but not GPU prices: %1</source>
        <translation>已读取但不是 GPU 价格：%1</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::PriceTableModel</name>
    <message>
        <location filename="../../ui/prices/price_table_model.cpp" line="79"/>
        <source>on demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_table_model.cpp" line="81"/>
        <source>spot</source>
        <translation>竞价</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_table_model.cpp" line="83"/>
        <source>reserved 1 year</source>
        <translation>预留 1 年</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_table_model.cpp" line="85"/>
        <source>reserved 3 years</source>
        <translation>预留 3 年</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_table_model.cpp" line="87"/>
        <source>monthly rent</source>
        <translation>包月租用</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_table_model.cpp" line="89"/>
        <source>purchase</source>
        <translation>购买</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_table_model.cpp" line="110"/>
        <source>GPU-hour</source>
        <translation>每卡每小时</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_table_model.cpp" line="112"/>
        <source>machine-hour</source>
        <translation>每台整机每小时</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_table_model.cpp" line="114"/>
        <source>GPU-month</source>
        <translation>每卡每月</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_table_model.cpp" line="116"/>
        <source>machine-month</source>
        <translation>每台整机每月</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_table_model.cpp" line="163"/>
        <source>Price: the range is in %1: clear it before changing the currency</source>
        <translation>价格：区间以 %1 计价，更换币种前请先清空区间</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_table_model.cpp" line="170"/>
        <location filename="../../ui/prices/price_table_model.cpp" line="178"/>
        <source>Price: %1</source>
        <translation>价格：%1</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_table_model.cpp" line="196"/>
        <source>Range: %1</source>
        <translation>区间：%1</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_table_model.cpp" line="221"/>
        <source>Kind: unknown kind &apos;%1&apos;</source>
        <translation>类型：未知类型“%1”</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_table_model.cpp" line="232"/>
        <source>Per: unknown unit &apos;%1&apos;</source>
        <translation>计价单位：未知单位“%1”</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_table_model.cpp" line="118"/>
        <source>server (one-off)</source>
        <translation>整机（一次性）</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_table_model.cpp" line="73"/>
        <source>%1 in %2</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_table_model.cpp" line="120"/>
        <source>card, without server</source>
        <translation>单卡（不含整机）</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_table_model.cpp" line="280"/>
        <source>Indicative: a market quote or reported range, not a list price</source>
        <translation>参考报价：市场报价或报道的区间，不是官方标价</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_table_model.cpp" line="281"/>
        <source>A published price</source>
        <translation>公开标价</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_table_model.cpp" line="283"/>
        <source>Checked: %1</source>
        <translation>核实情况：%1</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_table_model.cpp" line="291"/>
        <source>
1 %1 = %2 USD (%3, %4)</source>
        <translation>
1 %1 = %2 美元（%3，%4）</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_table_model.cpp" line="294"/>
        <source>Stored as %1; converted at:</source>
        <translation>存储值为 %1；换算汇率：</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_table_model.cpp" line="298"/>
        <source>No exchange rate from %1 to %2: shown as stored</source>
        <translation>没有从 %1 到 %2 的汇率：按存储值显示</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_table_model.cpp" line="342"/>
        <source>%1, indicative</source>
        <translation>%1，参考报价</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_table_model.cpp" line="360"/>
        <source>undated</source>
        <translation>无日期</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_table_model.cpp" line="374"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_table_model.cpp" line="376"/>
        <source>Provider</source>
        <translation>供应商</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_table_model.cpp" line="378"/>
        <source>Region</source>
        <translation>地区</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_table_model.cpp" line="380"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_table_model.cpp" line="382"/>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_table_model.cpp" line="384"/>
        <source>Per</source>
        <translation>计价单位</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_table_model.cpp" line="386"/>
        <source>Range</source>
        <translation>区间</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_table_model.cpp" line="388"/>
        <source>Effective date</source>
        <translation>生效日期</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_table_model.cpp" line="390"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_table_model.cpp" line="392"/>
        <source>Note</source>
        <translation>备注</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::PricesPage</name>
    <message>
        <location filename="../../ui/prices/prices_page.cpp" line="82"/>
        <source>Filter prices (GPU, provider, region, ...)</source>
        <translation>筛选价格（GPU、供应商、地区……）</translation>
    </message>
    <message>
        <location filename="../../ui/prices/prices_page.cpp" line="102"/>
        <source>as stored</source>
        <translation>按存储币种</translation>
    </message>
    <message>
        <location filename="../../ui/prices/prices_page.cpp" line="117"/>
        <source>Exchange rates...</source>
        <translation>汇率...</translation>
    </message>
    <message>
        <location filename="../../ui/prices/prices_page.cpp" line="120"/>
        <source>The rates that convert prices between currencies, with their dates and sources</source>
        <translation>用于在币种之间换算价格的汇率，附日期和来源</translation>
    </message>
    <message>
        <location filename="../../ui/prices/prices_page.cpp" line="122"/>
        <source>Edit region...</source>
        <translation>编辑地区...</translation>
    </message>
    <message>
        <location filename="../../ui/prices/prices_page.cpp" line="125"/>
        <source>Electricity price and PUE of the chosen region: the cost of owning uses them</source>
        <translation>所选地区的电价和 PUE：自建成本使用这些数值</translation>
    </message>
    <message>
        <location filename="../../ui/prices/prices_page.cpp" line="129"/>
        <source>Region:</source>
        <translation>地区：</translation>
    </message>
    <message>
        <location filename="../../ui/prices/prices_page.cpp" line="133"/>
        <source>Provider:</source>
        <translation>供应商：</translation>
    </message>
    <message>
        <location filename="../../ui/prices/prices_page.cpp" line="136"/>
        <source>Show prices in:</source>
        <translation>价格显示币种：</translation>
    </message>
    <message>
        <location filename="../../ui/prices/prices_page.cpp" line="142"/>
        <source>&amp;Paste prices</source>
        <translation>粘贴价格(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../ui/prices/prices_page.cpp" line="147"/>
        <source>Add the rows copied from a spreadsheet (the price list&apos;s columns, tab-separated, a header row optional) as one undoable step</source>
        <translation>添加从电子表格复制的行（价格表的各列，以制表符分隔，可带表头行），作为一步可撤销的操作</translation>
    </message>
    <message>
        <location filename="../../ui/prices/prices_page.cpp" line="154"/>
        <source>&amp;Import prices...</source>
        <translation>导入价格(&amp;I)...</translation>
    </message>
    <message>
        <location filename="../../ui/prices/prices_page.cpp" line="158"/>
        <source>Import a SkyPilot &amp;catalog folder...</source>
        <translation>导入 SkyPilot 目录文件夹(&amp;C)...</translation>
    </message>
    <message>
        <location filename="../../ui/prices/prices_page.cpp" line="183"/>
        <location filename="../../ui/prices/prices_page.cpp" line="190"/>
        <source>Prices</source>
        <translation>价格</translation>
    </message>
    <message>
        <location filename="../../ui/prices/prices_page.cpp" line="184"/>
        <location filename="../../ui/prices/prices_page.cpp" line="191"/>
        <source>Cannot read the prices: %1</source>
        <translation>无法读取价格：%1</translation>
    </message>
    <message>
        <location filename="../../ui/prices/prices_page.cpp" line="197"/>
        <source>All regions</source>
        <translation>全部地区</translation>
    </message>
    <message>
        <location filename="../../ui/prices/prices_page.cpp" line="206"/>
        <source>All providers</source>
        <translation>全部供应商</translation>
    </message>
    <message>
        <location filename="../../ui/prices/prices_page_editing.cpp" line="30"/>
        <source>%1 was deleted by %2 meanwhile</source>
        <translation>%1 已被 %2 删除</translation>
    </message>
    <message>
        <location filename="../../ui/prices/prices_page_editing.cpp" line="36"/>
        <source>kept %1&apos;s value of %2: %3</source>
        <translation>已保留 %1 设定的%2：%3</translation>
    </message>
    <message>
        <location filename="../../ui/prices/prices_page_editing.cpp" line="52"/>
        <source>select the prices to delete first</source>
        <translation>请先选择要删除的价格</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/prices/prices_page_editing.cpp" line="58"/>
        <source>delete %n price(s)</source>
        <translation>
            <numerusform>删除 %n 条价格</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/prices/prices_page_editing.cpp" line="71"/>
        <source>the clipboard holds no rows</source>
        <translation>剪贴板中没有数据行</translation>
    </message>
    <message>
        <location filename="../../ui/prices/prices_page_editing.cpp" line="98"/>
        <location filename="../../ui/prices/prices_page_editing.cpp" line="103"/>
        <source>row %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/prices/prices_page_editing.cpp" line="110"/>
        <source>%n pasted row(s) match prices already stored: edit those in place</source>
        <translation>
            <numerusform>%n 行粘贴的数据与已有价格相同：请直接在表格中修改</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/prices/prices_page_editing.cpp" line="114"/>
        <source>paste %n price(s)</source>
        <translation>
            <numerusform>粘贴 %n 条价格</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/prices/prices_page_editing.cpp" line="135"/>
        <source>select one price to see its history</source>
        <translation>请选择一条价格以查看其历史</translation>
    </message>
    <message>
        <location filename="../../ui/prices/prices_page_import.cpp" line="19"/>
        <location filename="../../ui/prices/prices_page_import.cpp" line="46"/>
        <location filename="../../ui/prices/prices_page_import.cpp" line="83"/>
        <location filename="../../ui/prices/prices_page_import.cpp" line="136"/>
        <source>Import prices</source>
        <translation>导入价格</translation>
    </message>
    <message>
        <location filename="../../ui/prices/prices_page_import.cpp" line="20"/>
        <source>Price lists (*.csv *.xlsx);;All files (*)</source>
        <translation>价格表 (*.csv *.xlsx);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/prices/prices_page_import.cpp" line="27"/>
        <source>Import a SkyPilot catalog folder (catalogs/v7, or one cloud&apos;s folder)</source>
        <translation>导入 SkyPilot 目录文件夹（catalogs/v7，或某个云的文件夹）</translation>
    </message>
    <message>
        <location filename="../../ui/prices/prices_page_import.cpp" line="34"/>
        <source>an import is already running</source>
        <translation>已有导入正在进行</translation>
    </message>
    <message>
        <location filename="../../ui/prices/prices_page_import.cpp" line="44"/>
        <source>Reading %1...</source>
        <translation>正在读取 %1...</translation>
    </message>
    <message>
        <location filename="../../ui/prices/prices_page_import.cpp" line="44"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../ui/prices/prices_page_import.cpp" line="61"/>
        <source>Import cancelled: nothing was changed</source>
        <translation>已取消导入：未做任何修改</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/prices/prices_page_import.cpp" line="84"/>
        <source>%n row(s) of %1 cannot be imported:
%2

Import the %3 valid prices and skip them?</source>
        <translation>
            <numerusform>%1 中有 %n 行无法导入：
%2

导入其余 %3 条有效价格并跳过这些行吗？</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/prices/prices_page_import.cpp" line="94"/>
        <location filename="../../ui/prices/prices_page_import.cpp" line="100"/>
        <source>%1 was not imported: %2</source>
        <translation>%1 未导入：%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/prices/prices_page_import.cpp" line="110"/>
        <source>Imported %n price(s) from %1</source>
        <translation>
            <numerusform>已从 %1 导入 %n 条价格</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/prices/prices_page_import.cpp" line="112"/>
        <source>; %n row(s) refused</source>
        <translation>
            <numerusform>；拒绝 %n 行</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/prices/prices_page_import.cpp" line="136"/>
        <location filename="../../ui/prices/prices_page_places.cpp" line="136"/>
        <source>Not changed: %1</source>
        <translation>未修改：%1</translation>
    </message>
    <message>
        <location filename="../../ui/prices/prices_page_places.cpp" line="34"/>
        <source>someone else</source>
        <translation>其他人</translation>
    </message>
    <message>
        <location filename="../../ui/prices/prices_page_places.cpp" line="39"/>
        <source>%1 is no longer in the store: your change was not saved</source>
        <translation>存储中已没有%1：您的修改未保存</translation>
    </message>
    <message>
        <location filename="../../ui/prices/prices_page_places.cpp" line="41"/>
        <source>kept %1 as %2 left it: %3</source>
        <translation>已保留 %2 设定的%1：%3</translation>
    </message>
    <message>
        <location filename="../../ui/prices/prices_page_places.cpp" line="57"/>
        <source>edit region %1</source>
        <translation>编辑地区 %1</translation>
    </message>
    <message>
        <location filename="../../ui/prices/prices_page_places.cpp" line="74"/>
        <source>choose a region first</source>
        <translation>请先选择地区</translation>
    </message>
    <message>
        <location filename="../../ui/prices/prices_page_places.cpp" line="117"/>
        <source>set the %1 exchange rate</source>
        <translation>设置 %1 汇率</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::RegionDialog</name>
    <message>
        <location filename="../../ui/prices/region_dialog.cpp" line="47"/>
        <source>Region %1</source>
        <translation>地区 %1</translation>
    </message>
    <message>
        <location filename="../../ui/prices/region_dialog.cpp" line="53"/>
        <source>not sourced yet</source>
        <translation>尚无来源</translation>
    </message>
    <message>
        <location filename="../../ui/prices/region_dialog.cpp" line="75"/>
        <source>Name (English):</source>
        <translation>名称（英文）：</translation>
    </message>
    <message>
        <location filename="../../ui/prices/region_dialog.cpp" line="76"/>
        <source>Name (Chinese):</source>
        <translation>名称（中文）：</translation>
    </message>
    <message>
        <location filename="../../ui/prices/region_dialog.cpp" line="79"/>
        <source>Electricity per kWh (%1):</source>
        <translation>电价（%1/千瓦时）：</translation>
    </message>
    <message>
        <location filename="../../ui/prices/region_dialog.cpp" line="85"/>
        <source>PUE (facility power / IT power):</source>
        <translation>PUE（设施总功率 / IT 功率）：</translation>
    </message>
    <message>
        <location filename="../../ui/prices/region_dialog.cpp" line="82"/>
        <source>Source:</source>
        <translation>来源：</translation>
    </message>
    <message>
        <location filename="../../ui/prices/region_dialog.cpp" line="55"/>
        <source>LOW - HIGH, e.g. off-peak and peak</source>
        <translation>下限 - 上限，例如谷段和峰段</translation>
    </message>
    <message>
        <location filename="../../ui/prices/region_dialog.cpp" line="57"/>
        <source>YYYY-MM-DD</source>
        <translation>YYYY-MM-DD</translation>
    </message>
    <message>
        <location filename="../../ui/prices/region_dialog.cpp" line="59"/>
        <source>publisher, title and date of the tariff</source>
        <translation>电价表的发布机构、标题和日期</translation>
    </message>
    <message>
        <location filename="../../ui/prices/region_dialog.cpp" line="63"/>
        <source>where the PUE comes from</source>
        <translation>PUE 的来源</translation>
    </message>
    <message>
        <location filename="../../ui/prices/region_dialog.cpp" line="78"/>
        <source>Lies in:</source>
        <translation>所属区域：</translation>
    </message>
    <message>
        <location filename="../../ui/prices/region_dialog.cpp" line="80"/>
        <source>Range:</source>
        <translation>区间：</translation>
    </message>
    <message>
        <location filename="../../ui/prices/region_dialog.cpp" line="81"/>
        <source>Applies from:</source>
        <translation>生效日期：</translation>
    </message>
    <message>
        <location filename="../../ui/prices/region_dialog.cpp" line="83"/>
        <source>URL:</source>
        <translation>网址：</translation>
    </message>
    <message>
        <location filename="../../ui/prices/region_dialog.cpp" line="84"/>
        <location filename="../../ui/prices/region_dialog.cpp" line="87"/>
        <source>How it was checked:</source>
        <translation>核实情况：</translation>
    </message>
    <message>
        <location filename="../../ui/prices/region_dialog.cpp" line="86"/>
        <source>PUE source:</source>
        <translation>PUE 来源：</translation>
    </message>
    <message>
        <location filename="../../ui/prices/region_dialog.cpp" line="139"/>
        <source>Another user changed this region meanwhile: the dialog now shows their values.</source>
        <translation>在此期间其他用户修改了该地区：对话框现在显示对方的值。</translation>
    </message>
    <message>
        <location filename="../../ui/prices/region_dialog.cpp" line="143"/>
        <source>Another user changed this region meanwhile (%1). What you typed stays; OK will ask whether to keep theirs or apply yours.</source>
        <translation>在此期间其他用户修改了该地区（%1）。您输入的内容保留；点击“确定”时将询问保留对方的值还是应用您的值。</translation>
    </message>
    <message>
        <location filename="../../ui/prices/region_dialog.cpp" line="159"/>
        <source>the region needs an English name</source>
        <translation>地区需要英文名称</translation>
    </message>
    <message>
        <location filename="../../ui/prices/region_dialog.cpp" line="167"/>
        <source>the electricity price is an amount per kWh, such as 0.65</source>
        <translation>电价为每千瓦时的金额，例如 0.65</translation>
    </message>
    <message>
        <location filename="../../ui/prices/region_dialog.cpp" line="171"/>
        <source>give the range as LOW - HIGH, such as 0.44 - 0.93</source>
        <translation>请按“下限 - 上限”填写区间，例如 0.44 - 0.93</translation>
    </message>
    <message>
        <location filename="../../ui/prices/region_dialog.cpp" line="174"/>
        <source>the electricity price lies outside its range</source>
        <translation>电价不在其区间内</translation>
    </message>
    <message>
        <location filename="../../ui/prices/region_dialog.cpp" line="176"/>
        <source>give the date as YYYY-MM-DD</source>
        <translation>请按 YYYY-MM-DD 填写日期</translation>
    </message>
    <message>
        <location filename="../../ui/prices/region_dialog.cpp" line="180"/>
        <source>the PUE is between 1.0 and 3.0</source>
        <translation>PUE 应在 1.0 到 3.0 之间</translation>
    </message>
    <message>
        <location filename="../../ui/prices/region_dialog.cpp" line="182"/>
        <source>say where the electricity price comes from</source>
        <translation>请注明电价来源</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::RevertPriceCommand</name>
    <message>
        <location filename="../../ui/prices/price_commands.cpp" line="69"/>
        <source>revert price change %1</source>
        <translation>恢复价格变更 %1</translation>
    </message>
    <message>
        <location filename="../../ui/prices/price_commands.cpp" line="83"/>
        <source>no history to restore from</source>
        <translation>没有可恢复的历史记录</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::RlRunDialog</name>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="38"/>
        <source>The fastest (colocated or split, searched)</source>
        <translation>最快的方式（共置或分离，自动搜索）</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="40"/>
        <source>Colocated: generation and training take turns on every GPU</source>
        <translation>共置：生成与训练在每张 GPU 上轮流进行</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="42"/>
        <source>Split: a generation pool and a training pool</source>
        <translation>分离：一个生成池和一个训练池</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="50"/>
        <source>%1 pairs, %2 steps</source>
        <translation>%1 对，%2 步</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="51"/>
        <source>%1 × %2, %3 steps</source>
        <translation>%1 × %2，%3 步</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="57"/>
        <source>%1 preference pairs a step, %2-token prompts, answers of %3 tokens</source>
        <translation>每步 %1 个偏好对，提示 %2 个 token，回答 %3 个 token</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="60"/>
        <source>%1 prompts × %2 rollouts a step, %3-token prompts, %4 tokens generated on average</source>
        <translation>每步 %1 个提示 × %2 个 rollout，提示 %3 个 token，平均生成 %4 个 token</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="64"/>
        <source> (p90 %1)</source>
        <translation>（p90 %1）</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="65"/>
        <source> (p90: the spread of published runs)</source>
        <translation>（p90：按公布运行的分布宽度）</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="67"/>
        <source>, at most %1</source>
        <translation>，最多 %1</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="68"/>
        <source>; %1 steps of %2 update(s)</source>
        <translation>；%1 步，每步 %2 次更新</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="69"/>
        <source>; a reference model</source>
        <translation>；有参考模型</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="69"/>
        <source>; no reference model</source>
        <translation>；无参考模型</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="71"/>
        <source>; %1 s of rewards a step</source>
        <translation>；每步奖励计算 %1 秒</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="73"/>
        <source>; reward model %1</source>
        <translation>；奖励模型 %1</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="76"/>
        <source>, %1 GPUs generating on %2</source>
        <translation>，%1 张 GPU 在 %2 上生成</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="81"/>
        <source>, %1 GPUs generating</source>
        <translation>，%1 张 GPU 生成</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="83"/>
        <source>, generating on %1: the fastest split of the GPUs between the two cards</source>
        <translation>，在 %1 上生成：在两种卡之间划分 GPU 的最快方案</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="87"/>
        <source>, generation %1 step(s) ahead</source>
        <translation>，生成提前 %1 步</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="88"/>
        <source>Double-click or Ctrl+L to change it.</source>
        <translation>双击或按 Ctrl+L 修改。</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="95"/>
        <source>RL run of %1</source>
        <translation>%1 的强化学习运行</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="104"/>
        <source>the spread of published runs</source>
        <translation>按公布运行的分布宽度</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="105"/>
        <source>no cap</source>
        <translation>无上限</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="108"/>
        <source>A frozen reference model (the KL term): one more forward pass</source>
        <translation>冻结的参考模型（KL 项）：多一次前向计算</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="113"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="116"/>
        <source>None: a rule-based reward</source>
        <translation>无：基于规则的奖励</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="125"/>
        <source>A reward model scores every rollout with one forward pass on the training pool each step; a rule-based reward (a verifier) costs no GPU time.</source>
        <translation>奖励模型每步在训练资源池上用一次前向计算为每条 rollout 打分；基于规则的奖励（验证器）不占 GPU 时间。</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="132"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="134"/>
        <source>The scenario&apos;s card</source>
        <translation>场景的卡</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="144"/>
        <source>Split pools: generation on another card (an inference card, say) is costed at that card&apos;s rent in the row&apos;s region. With the fastest placement, every split of the GPUs between the two cards is tried.</source>
        <translation>分离资源池：在另一种卡（例如推理卡）上生成时，按该卡在本行地区的租金计算成本。选择最快放置时，会尝试在两种卡之间划分 GPU 的每一种方案。</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="147"/>
        <source>synchronous</source>
        <translation>同步</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="154"/>
        <source>Preference pairs a step:</source>
        <translation>每步偏好对：</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="154"/>
        <source>Prompts a step:</source>
        <translation>每步提示数：</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="155"/>
        <source>Rollouts a prompt (GRPO&apos;s group):</source>
        <translation>每个提示的 rollout 数（GRPO 的组）：</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="156"/>
        <source>Prompt tokens (mean):</source>
        <translation>提示 token（平均）：</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="157"/>
        <source>Answer tokens (mean):</source>
        <translation>回答 token（平均）：</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="157"/>
        <source>Generated tokens (mean):</source>
        <translation>生成 token（平均）：</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="158"/>
        <source>Generated tokens (p90):</source>
        <translation>生成 token（p90）：</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="159"/>
        <source>Generation cap (max tokens):</source>
        <translation>生成上限（最大 token 数）：</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="160"/>
        <source>Steps:</source>
        <translation>步数：</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="161"/>
        <source>Optimizer updates a step:</source>
        <translation>每步优化器更新次数：</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="163"/>
        <source>Rewards and environments a step:</source>
        <translation>每步奖励与环境时间：</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="164"/>
        <source>Reward model:</source>
        <translation>奖励模型：</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="165"/>
        <source>Placement:</source>
        <translation>放置方式：</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="166"/>
        <source>Generation pool (split):</source>
        <translation>生成池（分离时）：</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="167"/>
        <source>Generation pool&apos;s card:</source>
        <translation>生成池的卡：</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="168"/>
        <source>Generation runs ahead by (steps):</source>
        <translation>生成提前的步数：</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="208"/>
        <source>The generated tokens&apos; p90 is below their mean.</source>
        <translation>生成 token 的 p90 小于其平均值。</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="210"/>
        <source>The generation cap is below the mean generated tokens.</source>
        <translation>生成上限小于平均生成 token 数。</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="212"/>
        <source>A step has %1 sequences: it cannot make more updates than that.</source>
        <translation>一步只有 %1 个序列：更新次数不能多于此数。</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="216"/>
        <source>Split pools need a generation pool of at least one GPU.</source>
        <translation>分离资源池需要至少一张 GPU 的生成池。</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="219"/>
        <source>The generation pool must be smaller than the scenario&apos;s %1 GPUs.</source>
        <translation>生成池必须小于场景的 %1 张 GPU。</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="222"/>
        <source>Colocated, generation and training take turns: generation cannot run ahead.</source>
        <translation>共置时生成与训练轮流进行：生成不能提前。</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="225"/>
        <source>DPO generates nothing: it has no generation pool and nothing to run ahead.</source>
        <translation>DPO 不做生成：没有生成池，也没有可提前的生成。</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/rl_run_dialog.cpp" line="228"/>
        <source>DPO learns from preference pairs: it has no reward model to score rollouts.</source>
        <translation>DPO 从偏好对中学习：没有需要奖励模型打分的生成样本。</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::ScenarioPage</name>
    <message>
        <location filename="../../ui/scenarios/scenario_page.cpp" line="57"/>
        <source>&amp;Workload...</source>
        <translation>工作负载(&amp;W)...</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_page.cpp" line="62"/>
        <source>The workload of the selected scenario: a serving scenario&apos;s load (requests per second with prompt and answer lengths and p90 service levels, or output tokens per second), or an RL run&apos;s steps, rollouts and placement (Ctrl+L)</source>
        <translation>所选场景的工作负载：推理场景的负载（每秒请求数及提示与回答长度和 p90 服务水平，或每秒输出 token 数），或强化学习运行的步数、rollout 与放置方式（Ctrl+L）</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_page.cpp" line="73"/>
        <source>Double-click a cell to edit it; results follow as you type. Italic: chosen automatically. Red: an input to fix (its tooltip says why).</source>
        <translation>双击单元格即可编辑；输入时结果随之更新。斜体：自动选择。红色：需要修正的输入（提示中说明原因）。</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_page.cpp" line="92"/>
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_page.cpp" line="93"/>
        <source>Hide this hint; it does not come back</source>
        <translation>隐藏此提示，之后不再显示</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_page.cpp" line="123"/>
        <source>Select a scenario to see its breakdown: time, memory, rent and ownership, with ranges.</source>
        <translation>选择一个方案以查看其明细：时间、显存、租用与自建成本及其区间。</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_page.cpp" line="198"/>
        <source>select the scenario to duplicate first</source>
        <translation>请先选择要复制的方案</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_page.cpp" line="202"/>
        <source>%1 (copy)</source>
        <translation>%1（副本）</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_page.cpp" line="209"/>
        <source>select the scenarios to delete first</source>
        <translation>请先选择要删除的方案</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_page.cpp" line="214"/>
        <source>%1 is %2&apos;s scenario: only its owner deletes it</source>
        <translation>%1 是 %2 的方案：只有其所有者可以删除</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/scenarios/scenario_page.cpp" line="219"/>
        <source>delete %n scenario(s)</source>
        <translation>
            <numerusform>删除 %n 个方案</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_page.cpp" line="233"/>
        <source>A sample workspace for %1: the cases of the seed articles, costed with the bundled prices. Edit a model, GPU or count in the table first (double-click a cell), then put your own quotes on the Prices tab; every figure follows.</source>
        <translation>这是%1的示例工作区：来自选型文章的典型场景，按内置价格计算成本。请先在表格中修改模型、GPU 或卡数（双击单元格），再到“价格”页填入您自己的报价；所有数字会随之更新。</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_page_files.cpp" line="28"/>
        <source>&amp;Open scenarios...</source>
        <translation>打开方案(&amp;O)...</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_page_files.cpp" line="32"/>
        <source>&amp;Save scenarios</source>
        <translation>保存方案(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_page_files.cpp" line="41"/>
        <source>Save scenarios &amp;as...</source>
        <translation>方案另存为(&amp;A)...</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_page_files.cpp" line="45"/>
        <source>Recent scenario &amp;files</source>
        <translation>最近的方案文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_page_files.cpp" line="59"/>
        <location filename="../../ui/scenarios/scenario_page_files.cpp" line="91"/>
        <source>Open scenarios</source>
        <translation>打开方案</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_page_files.cpp" line="65"/>
        <source>open %1</source>
        <translation>打开 %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/scenarios/scenario_page_files.cpp" line="71"/>
        <source>Opened %1: %n scenario(s)</source>
        <translation>
            <numerusform>已打开 %1：%n 个方案</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_page_files.cpp" line="78"/>
        <location filename="../../ui/scenarios/scenario_page_files.cpp" line="102"/>
        <source>Save scenarios</source>
        <translation>保存方案</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/scenarios/scenario_page_files.cpp" line="84"/>
        <source>Saved %n scenario(s) to %1</source>
        <translation>
            <numerusform>已将 %n 个方案保存到 %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_page_files.cpp" line="92"/>
        <source>GpuPlan scenarios (*.gpuplan *.json);;All files (*)</source>
        <translation>GpuPlan 方案 (*.gpuplan *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_page_files.cpp" line="98"/>
        <source>GpuPlan scenarios (*.gpuplan)</source>
        <translation>GpuPlan 方案 (*.gpuplan)</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_page_files.cpp" line="99"/>
        <source>GpuPlan scenarios as JSON (*.json)</source>
        <translation>GpuPlan 方案，JSON 格式 (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_page_files.cpp" line="102"/>
        <source>scenarios.gpuplan</source>
        <translation>方案.gpuplan</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_page_store.cpp" line="32"/>
        <source>%1 shared &quot;%2&quot;</source>
        <translation>%1 共享了“%2”</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_page_store.cpp" line="34"/>
        <source>%1 changed &quot;%2&quot;</source>
        <translation>%1 修改了“%2”</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_page_store.cpp" line="36"/>
        <source>%1&apos;s &quot;%2&quot; is no longer shared with you</source>
        <translation>%1 的“%2”已不再与您共享</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/scenarios/scenario_page_store.cpp" line="41"/>
        <source>%n more</source>
        <translation>
            <numerusform>另有 %n 项</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_page_store.cpp" line="50"/>
        <source>Shared with the team</source>
        <translation>与团队共享</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_page_store.cpp" line="83"/>
        <source>Scenarios</source>
        <translation>方案</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_page_store.cpp" line="84"/>
        <source>The stored scenarios cannot be read (%1). They are left as they are, and this session does not save scenarios to the store: save them to a file.</source>
        <translation>无法读取已存储的方案（%1）。它们保持原样，本次会话不会把方案保存到数据库：请保存到文件。</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_page_store.cpp" line="117"/>
        <source>the scenarios could not be saved to the store: %1</source>
        <translation>方案未能保存到数据库：%1</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_page_store.cpp" line="132"/>
        <source>Shared scenarios were changed by another user but cannot be read: %1</source>
        <translation>其他用户修改了共享方案，但无法读取：%1</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_page_store.cpp" line="134"/>
        <source>The scenarios were changed by another program or window but cannot be read: %1</source>
        <translation>方案已被其他程序或窗口修改，但无法读取：%1</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_page_store.cpp" line="143"/>
        <source>Shared scenarios: %1</source>
        <translation>共享方案：%1</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_page_store.cpp" line="162"/>
        <source>your own scenarios were changed in another window: this one keeps its table, and its next change saves it over them</source>
        <translation>您自己的方案在另一个窗口中被修改：本窗口保留其表格，下一次修改时会用它覆盖那些修改</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_page_store.cpp" line="174"/>
        <source>take the scenarios changed in another window</source>
        <translation>采用在其他窗口中修改的方案</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_page_store.cpp" line="179"/>
        <source>The scenarios were changed in another window or by another program: table refreshed (Undo puts this window&apos;s back)</source>
        <translation>方案已在其他窗口中或被其他程序修改：表格已刷新（撤销可恢复本窗口的方案）</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_page_store.cpp" line="186"/>
        <source>You have no scenarios of your own on this team store yet. The rows shown are your team&apos;s shared scenarios, read-only, with their owners. Duplicate one (Ctrl+D) to change a copy of your own, or start a new scenario (Ctrl+N).</source>
        <translation>您在这个团队数据库中还没有自己的方案。这里显示的是团队共享的方案（只读），并注明了所有者。复制其中一个（Ctrl+D）即可修改属于您自己的副本，或新建方案（Ctrl+N）。</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_page_store.cpp" line="204"/>
        <source>Select one of your scenarios to share it with the team</source>
        <translation>请选择您自己的方案，再与团队共享</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_page_store.cpp" line="210"/>
        <source>the scenarios are not kept in a store: there is no team to share with</source>
        <translation>方案未保存在数据库中：没有可共享的团队</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_page_store.cpp" line="217"/>
        <source>cannot share or unshare %1: %2</source>
        <translation>无法共享或取消共享 %1：%2</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_page_store.cpp" line="221"/>
        <source>%1 is shared with the team: they see it read-only</source>
        <translation>%1 已与团队共享：团队成员只读可见</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_page_store.cpp" line="222"/>
        <source>%1 is private again</source>
        <translation>%1 已恢复为私有</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::ScenarioTableModel</name>
    <message>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="70"/>
        <source>%1 (earlier generation)</source>
        <translation>%1（上一代）</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cell_edits.cpp" line="163"/>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="104"/>
        <source>cheapest in the region (auto)</source>
        <translation>该地区最便宜的价格（自动）</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cell_edits.cpp" line="57"/>
        <source>unknown %1 &apos;%2&apos;</source>
        <translation>未知的%1“%2”</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cell_edits.cpp" line="62"/>
        <source>a scenario needs a name</source>
        <translation>方案需要名称</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cell_edits.cpp" line="64"/>
        <source>another scenario is called &apos;%1&apos;</source>
        <translation>已有方案名为“%1”</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cell_edits.cpp" line="68"/>
        <source>workload</source>
        <translation>任务类型</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cell_edits.cpp" line="82"/>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cell_edits.cpp" line="91"/>
        <source>&apos;%1&apos; is neither a model preset nor a size such as 70B</source>
        <translation>“%1”既不是模型预设，也不是 70B 这样的规模</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cell_edits.cpp" line="100"/>
        <source>the load is output tokens per second, for example 2000</source>
        <translation>负载为每秒输出 token 数，例如 2000</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cell_edits.cpp" line="101"/>
        <source>tokens to train on, for example 1B or 500M</source>
        <translation>训练 token 数，例如 1B 或 500M</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cell_edits.cpp" line="107"/>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="282"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cell_edits.cpp" line="116"/>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="153"/>
        <source>auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cell_edits.cpp" line="125"/>
        <source>racks</source>
        <translation>机柜</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cell_edits.cpp" line="125"/>
        <source>rack</source>
        <translation>机柜</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cell_edits.cpp" line="138"/>
        <source>%1 is not sold by the rack: give a number of GPUs</source>
        <translation>%1 不按整机柜销售：请填写 GPU 数</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cell_edits.cpp" line="142"/>
        <source>the GPU count is a whole number from 1 to 65,536, or auto</source>
        <translation>GPU 数量为 1 到 65,536 的整数，或“自动”</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cell_edits.cpp" line="150"/>
        <source>unknown precision &apos;%1&apos; (BF16, FP16, FP8, FP4, INT8, INT4)</source>
        <translation>未知精度 &apos;%1&apos;（BF16、FP16、FP8、FP4、INT8、INT4）</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cell_edits.cpp" line="155"/>
        <source>region</source>
        <translation>地区</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cell_edits.cpp" line="170"/>
        <source>choose a stored price from the list, or auto</source>
        <translation>请从列表中选择已存储的价格，或选“自动”</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cell_edits.cpp" line="183"/>
        <source>a deadline is hours (72) or a duration (3d, 12h)</source>
        <translation>截止时间为小时数（72）或时长（3d、12h）</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cell_edits.cpp" line="186"/>
        <source>the deadline must be after now</source>
        <translation>截止时间必须晚于现在</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cell_edits.cpp" line="197"/>
        <source>a budget is a positive amount in the rent price&apos;s currency</source>
        <translation>预算为以租金币种计的正数金额</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cell_edits.cpp" line="202"/>
        <source>framework</source>
        <translation>训练框架</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cell_edits.cpp" line="209"/>
        <source>attention kernel</source>
        <translation>注意力内核</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cell_edits.cpp" line="216"/>
        <source>results cannot be edited</source>
        <translation>结果列不可编辑</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="39"/>
        <source>Tuned for Hopper (NeMo, Megatron-Core)</source>
        <translation>针对 Hopper 优化（NeMo、Megatron-Core）</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="40"/>
        <source>PyTorch (FSDP, DeepSpeed, Hugging Face)</source>
        <translation>PyTorch（FSDP、DeepSpeed、Hugging Face）</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="46"/>
        <source>FlashAttention-2</source>
        <translation>FlashAttention-2</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="48"/>
        <source>Fused (FlashAttention-3, cuDNN)</source>
        <translation>融合内核（FlashAttention-3、cuDNN）</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="50"/>
        <source>Unfused (no FlashAttention)</source>
        <translation>未融合（不用 FlashAttention）</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="132"/>
        <source>%1 (shape derived)</source>
        <translation>%1（结构按比例推导）</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="140"/>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="198"/>
        <source>%1 tokens/s</source>
        <translation>%1 token/秒</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="141"/>
        <source>%1 tokens</source>
        <translation>%1 token</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="146"/>
        <source>%1 (generation: %2)</source>
        <translation>%1（生成：%2）</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="151"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="153"/>
        <source>auto: %1</source>
        <translation>自动：%1</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="160"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="163"/>
        <source>auto: none</source>
        <translation>自动：无</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="163"/>
        <source>price %1 (gone)</source>
        <translation>价格 %1（已删除）</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="179"/>
        <source>%1 a request</source>
        <translation>每请求 %1</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="181"/>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="188"/>
        <source>%1 a month</source>
        <translation>每月 %1</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="184"/>
        <source>no %1 rent: add...</source>
        <translation>缺少 %1 租金：添加…</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="191"/>
        <source>no %1 server price: add...</source>
        <translation>缺少 %1 整机价格：添加…</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="197"/>
        <source>MFU %1%</source>
        <translation>MFU %1%</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="200"/>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cell_tips.cpp" line="46"/>
        <source>The region&apos;s cheapest on-demand, reserved or monthly price for this GPU (spot prices only when chosen)</source>
        <translation>该地区此 GPU 最便宜的按需、预留或包月价格（竞价价格仅在手动选择时使用）</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cell_tips.cpp" line="48"/>
        <source>Stored price %1, chosen for this scenario</source>
        <translation>为此方案选定的已存储价格 %1</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cell_tips.cpp" line="51"/>
        <source>Serving estimates do not depend on the training framework</source>
        <translation>推理估算与训练框架无关</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cell_tips.cpp" line="52"/>
        <source>The software your team trains with. On Hopper GPUs (H100, H200, H800) generic PyTorch runs the matrix multiplications slower than the stacks tuned for Hopper, NVIDIA&apos;s NeMo and Megatron-Core with Transformer Engine (the factor is fitted on published runs and shown in the details). On A100 and other GPUs the two give the same estimate.</source>
        <translation>您的团队用于训练的软件。在 Hopper GPU（H100、H200、H800）上，通用 PyTorch 的矩阵乘法比针对 Hopper 优化的框架（NVIDIA 的 NeMo 与 Megatron-Core 配合 Transformer Engine）慢（该系数按公开测试结果拟合，并在明细中显示）。在 A100 及其他 GPU 上两者估算相同。</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cell_tips.cpp" line="61"/>
        <source>Serving estimates do not depend on the attention kernel</source>
        <translation>推理估算与注意力内核无关</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cell_tips.cpp" line="62"/>
        <source>The kernel your framework runs. FlashAttention-2 (PyTorch, Hugging Face) reaches about a third of an H100&apos;s peak; fused kernels (FlashAttention-3, cuDNN through Transformer Engine, as NeMo and Megatron-Core use) run as fast as the matrix multiplications. On A100 and other GPUs the two give the same estimate.</source>
        <translation>您的训练框架所用的内核。FlashAttention-2（PyTorch、Hugging Face）在 H100 上约达峰值的三分之一；融合内核（FlashAttention-3，或经 Transformer Engine 调用的 cuDNN，NeMo 与 Megatron-Core 即用此类）与矩阵乘法一样快。在 A100 及其他 GPU 上两者估算相同。</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cell_tips.cpp" line="81"/>
        <source>A number, or auto: the fewest GPUs that fit the model, meet the deadline or carry the load; for a card sold by the rack (an NVL72), also racks: &quot;2 racks&quot;</source>
        <translation>填数字或“自动”：能装下模型、满足截止时间或承载负载的最少 GPU 数；按整机柜销售的卡（如 NVL72）也可填机柜数，如“2 机柜”</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cell_tips.cpp" line="87"/>
        <source>%1 to %2 with the efficiency 15% lower or higher</source>
        <translation>效率上下浮动 15% 时为 %1 至 %2</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cell_tips.cpp" line="94"/>
        <source>%1 to %2 (price range and efficiency)</source>
        <translation>%1 至 %2（价格区间与效率）</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cell_tips.cpp" line="99"/>
        <source>Over the budget of %1</source>
        <translation>超出预算 %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/scenarios/scenario_cell_tips.cpp" line="108"/>
        <source>Owning %n server(s) for three years at %1% utilization: hardware, energy and residual value</source>
        <translation>
            <numerusform>自有 %n 台服务器三年、利用率 %1%：硬件、电费与残值</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_commands.cpp" line="10"/>
        <source>edit scenario %1</source>
        <translation>修改方案 %1</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_commands.cpp" line="24"/>
        <source>delete scenario %1</source>
        <translation>删除方案 %1</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_commands.cpp" line="25"/>
        <source>add scenario %1</source>
        <translation>添加方案 %1</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_table_model.cpp" line="217"/>
        <source>Scenario %1</source>
        <translation>方案 %1</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_table_model.cpp" line="233"/>
        <source>Pre-training</source>
        <translation>预训练</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_table_model.cpp" line="235"/>
        <source>Full fine-tuning</source>
        <translation>全参数微调</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_table_model.cpp" line="237"/>
        <source>LoRA fine-tuning</source>
        <translation>LoRA 微调</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_table_model.cpp" line="239"/>
        <source>QLoRA fine-tuning</source>
        <translation>QLoRA 微调</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_table_model.cpp" line="241"/>
        <source>Inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_table_model.cpp" line="243"/>
        <source>GRPO post-training</source>
        <translation>GRPO 后训练</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_table_model.cpp" line="245"/>
        <source>PPO post-training</source>
        <translation>PPO 后训练</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_table_model.cpp" line="247"/>
        <source>DPO preference training</source>
        <translation>DPO 偏好训练</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_table_model.cpp" line="268"/>
        <source>%1, %2 per %3</source>
        <translation>%1，%2 / %3</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_table_model.cpp" line="312"/>
        <location filename="../../ui/scenarios/scenario_table_model.cpp" line="337"/>
        <source>this scenario is %1&apos;s: duplicate it to change a copy of your own</source>
        <translation>此方案属于 %1：请复制一份自己的副本再修改</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="266"/>
        <source>Computed from the inputs and the stored prices</source>
        <translation>由输入和已存储价格计算得出</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="268"/>
        <source>On a team store: tick to share your scenario with the team (they see it read-only and can copy it); others&apos; shared scenarios name their owner</source>
        <translation>在团队数据库中：勾选即与团队共享您的方案（团队成员只读可见，并可复制）；他人共享的方案会注明所有者</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="274"/>
        <source>Scenario</source>
        <translation>方案</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="276"/>
        <source>Workload</source>
        <translation>任务类型</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="278"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="280"/>
        <source>Tokens / load</source>
        <translation>token 数 / 负载</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="284"/>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="286"/>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="288"/>
        <source>Region</source>
        <translation>地区</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="290"/>
        <source>Rent price</source>
        <translation>租用价格</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="292"/>
        <source>Deadline</source>
        <translation>截止时间</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="294"/>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="296"/>
        <source>Framework</source>
        <translation>训练框架</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="298"/>
        <source>Attention kernel</source>
        <translation>注意力内核</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="300"/>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="302"/>
        <source>GPU-hours</source>
        <translation>GPU 卡时</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="304"/>
        <source>Rent cost</source>
        <translation>租用成本</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="306"/>
        <source>Buy: 3-year TCO</source>
        <translation>购买：三年总成本</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="308"/>
        <source>MFU / tokens/s</source>
        <translation>MFU / token/秒</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="310"/>
        <source>Memory per GPU</source>
        <translation>每卡显存</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="312"/>
        <source>Plan</source>
        <translation>并行方案</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="314"/>
        <source>Shared with the team</source>
        <translation>与团队共享</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_sharing.cpp" line="140"/>
        <source>%1&apos;s scenario, shared with the team: read-only for you. Duplicate it (Ctrl+D) to change a copy of your own.</source>
        <translation>%1 的方案，已与团队共享：对您只读。复制（Ctrl+D）后可修改自己的副本。</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_sharing.cpp" line="146"/>
        <source>%1&apos;s (read-only)</source>
        <translation>%1 的（只读）</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_sharing.cpp" line="158"/>
        <source>Local store</source>
        <translation>本地数据库</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_sharing.cpp" line="159"/>
        <source>Shared</source>
        <translation>已共享</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_sharing.cpp" line="159"/>
        <source>Private</source>
        <translation>私有</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_sharing.cpp" line="162"/>
        <source>A local store has no team to share with: connect to a team store (File &gt; Connect to team store...) to share scenarios.</source>
        <translation>本地数据库没有可共享的团队：请连接团队数据库（“文件 &gt; 连接团队数据库...”）以共享方案。</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_sharing.cpp" line="164"/>
        <source>Shared with the team: everyone in the team store sees it read-only. Clear the box to make it private again.</source>
        <translation>已与团队共享：团队数据库中的所有人只读可见。取消勾选即恢复为私有。</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_sharing.cpp" line="166"/>
        <source>Private: only you see it. Tick the box to share it with the team.</source>
        <translation>私有：仅您可见。勾选即与团队共享。</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::ServingLoadDialog</name>
    <message>
        <location filename="../../ui/scenarios/serving_load_dialog.cpp" line="54"/>
        <source>mean</source>
        <translation>均值</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/serving_load_dialog.cpp" line="56"/>
        <source>p90</source>
        <translation>p90</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/serving_load_dialog.cpp" line="65"/>
        <source>Serving load of %1</source>
        <translation>%1 的服务负载</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/serving_load_dialog.cpp" line="71"/>
        <source>Throughput: output tokens per second</source>
        <translation>吞吐：每秒输出 token 数</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/serving_load_dialog.cpp" line="81"/>
        <source>fixed (= mean)</source>
        <translation>固定（= 均值）</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/serving_load_dialog.cpp" line="82"/>
        <source>no limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/serving_load_dialog.cpp" line="83"/>
        <source> requests/s</source>
        <translation> 请求/秒</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/serving_load_dialog.cpp" line="89"/>
        <source> tokens/s</source>
        <translation> token/秒</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/serving_load_dialog.cpp" line="89"/>
        <source>one replica</source>
        <translation>单副本</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/serving_load_dialog.cpp" line="94"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/serving_load_dialog.cpp" line="85"/>
        <location filename="../../ui/scenarios/serving_load_dialog.cpp" line="95"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/serving_load_dialog.cpp" line="96"/>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/serving_load_dialog.cpp" line="72"/>
        <source>Arrival rate:</source>
        <translation>到达率：</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/serving_load_dialog.cpp" line="70"/>
        <source>Traffic at service levels</source>
        <translation>按服务等级的流量</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/serving_load_dialog.cpp" line="73"/>
        <source>Users:</source>
        <translation>用户数：</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/serving_load_dialog.cpp" line="84"/>
        <source> users</source>
        <translation> 位用户</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/serving_load_dialog.cpp" line="85"/>
        <source>none: the next request at once</source>
        <translation>无：立即发出下一个请求</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/serving_load_dialog.cpp" line="86"/>
        <source>Lengths from a trace...</source>
        <translation>从请求记录读取长度...</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/serving_load_dialog.cpp" line="104"/>
        <source>think time:</source>
        <translation>思考时间：</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/serving_load_dialog.cpp" line="107"/>
        <source>Prompt tokens:</source>
        <translation>提示词 token：</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/serving_load_dialog.cpp" line="108"/>
        <source>Answer tokens:</source>
        <translation>回答 token：</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/serving_load_dialog.cpp" line="113"/>
        <source>Prefix-cache hits:</source>
        <translation>前缀缓存命中：</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/serving_load_dialog.cpp" line="114"/>
        <source>p90 time to first token:</source>
        <translation>p90 首 token 时间：</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/serving_load_dialog.cpp" line="118"/>
        <source>p90 time per output token:</source>
        <translation>p90 每输出 token 时间：</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/serving_load_dialog.cpp" line="120"/>
        <source>Output tokens per second:</source>
        <translation>每秒输出 token：</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/serving_load_dialog.cpp" line="121"/>
        <source>Requests arriving per second, on average (Poisson arrivals)</source>
        <translation>平均每秒到达的请求数（泊松到达）</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/serving_load_dialog.cpp" line="122"/>
        <source>Users each sending a request, waiting for the whole answer, then thinking before the next: the rate follows from the latency, as in a chat or a benchmark&apos;s concurrency</source>
        <translation>每位用户发出一个请求，等待完整回答，思考后再发下一个：请求速率由延迟决定，如聊天或基准测试的并发</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/serving_load_dialog.cpp" line="127"/>
        <source>A CSV of requests with the columns input_tokens and output_tokens (or prompt_tokens and completion_tokens): the mean and p90 of each side are filled in</source>
        <translation>每行一个请求的 CSV，含 input_tokens 与 output_tokens 列（或 prompt_tokens 与 completion_tokens）：填入两侧的均值与 p90</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/serving_load_dialog.cpp" line="129"/>
        <source>Nine prompts in ten are this long or shorter; the lengths are taken as lognormal through the mean and p90</source>
        <translation>十个提示词中有九个不超过此长度；长度按经过均值与 p90 的对数正态分布估算</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/serving_load_dialog.cpp" line="133"/>
        <source>The share of prompt tokens found in the prefix cache (a shared system prompt, earlier turns of a chat); they are not computed again</source>
        <translation>在前缀缓存中命中的提示词 token 比例（共享的系统提示词、对话的前几轮）；这部分不再重复计算</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/serving_load_dialog.cpp" line="135"/>
        <source>The pace of the answer after its first token: 33 ms is 30 tokens/s per user</source>
        <translation>首 token 之后的生成节奏：33 毫秒即每用户每秒 30 个 token</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/serving_load_dialog.cpp" line="153"/>
        <source>Lengths from a trace</source>
        <translation>从请求记录读取长度</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/serving_load_dialog.cpp" line="154"/>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV 文件 (*.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/serving_load_dialog.cpp" line="168"/>
        <source>Output tokens per second to carry; for traffic at service levels (requests per second, p90 latencies) use Serving load... (Ctrl+L)</source>
        <translation>需承载的每秒输出 token 数；若按服务等级下的流量（每秒请求数、p90 延迟）估算，请用“服务负载...”（Ctrl+L）</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/serving_load_dialog.cpp" line="171"/>
        <source>%1; prompts %2 tokens (p90 %3), answers %4 (p90 %5); prefix-cache hits %6%; p90 limits: first token %7, per output token %8.
Double-click or Ctrl+L to change.</source>
        <translation>%1；提示词 %2 token（p90 %3），回答 %4（p90 %5）；前缀缓存命中 %6%；p90 上限：首 token %7，每输出 token %8。
双击或按 Ctrl+L 修改。</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/serving_load_dialog.cpp" line="240"/>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/serving_load_dialog.cpp" line="243"/>
        <source>%1 not used: %2</source>
        <translation>未采用 %1：%2</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/serving_load_dialog.cpp" line="250"/>
        <source>%1 requests read from %2</source>
        <translation>从 %2 读取了 %1 个请求</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/serving_load_dialog.cpp" line="177"/>
        <location filename="../../ui/scenarios/serving_load_dialog.cpp" line="178"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/serving_load_dialog.cpp" line="192"/>
        <source>the arrival rate must be above zero</source>
        <translation>到达率必须大于零</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/serving_load_dialog.cpp" line="194"/>
        <source>there must be at least one user</source>
        <translation>至少需要一位用户</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/serving_load_dialog.cpp" line="195"/>
        <source>prompt</source>
        <translation>提示词</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/serving_load_dialog.cpp" line="196"/>
        <source>answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/serving_load_dialog.cpp" line="199"/>
        <source>the %1 tokens&apos; p90 (%2) is below their mean (%3): nine in ten are at most the p90, so it is at least the mean</source>
        <translation>%1 token 的 p90（%2）低于其均值（%3）：十个中有九个不超过 p90，因此 p90 至少等于均值</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/serving_load_dialog.cpp" line="224"/>
        <source>= %1 tokens/s per user</source>
        <translation>= 每用户每秒 %1 token</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::StoreChangeFollower</name>
    <message>
        <location filename="../../ui/store_change_follower.cpp" line="109"/>
        <source>Changes made by others will show only when you reload the prices: %1</source>
        <translation>其他用户的修改要在重新载入价格后才会显示：%1</translation>
    </message>
    <message>
        <location filename="../../ui/store_change_follower.cpp" line="165"/>
        <source>The store was changed by another program or user: prices refreshed</source>
        <translation>数据库已被其他程序或用户修改：价格已刷新</translation>
    </message>
    <message>
        <location filename="../../ui/store_change_follower.cpp" line="166"/>
        <source>Prices changed by another user: table refreshed</source>
        <translation>其他用户修改了价格：表格已刷新</translation>
    </message>
    <message>
        <location filename="../../ui/store_change_follower.cpp" line="172"/>
        <source>API prices changed by another user: table refreshed</source>
        <translation>其他用户修改了 API 价格：表格已刷新</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::Workbench</name>
    <message>
        <location filename="../../ui/team/workbench.cpp" line="22"/>
        <source>Switch stores</source>
        <translation>切换数据库</translation>
    </message>
    <message>
        <location filename="../../ui/team/workbench.cpp" line="23"/>
        <source>The scenario table could not be saved to its store, so no store holds it now.</source>
        <translation>方案表未能保存到它的数据库，目前没有任何数据库保存着它。</translation>
    </message>
    <message>
        <location filename="../../ui/team/workbench.cpp" line="24"/>
        <source>Save it to a file before switching stores?</source>
        <translation>切换数据库之前把它保存到文件吗？</translation>
    </message>
    <message>
        <location filename="../../ui/team/workbench.cpp" line="37"/>
        <source>Save scenarios</source>
        <translation>保存方案</translation>
    </message>
    <message>
        <location filename="../../ui/team/workbench.cpp" line="37"/>
        <source>scenarios.gpuplan</source>
        <translation>方案.gpuplan</translation>
    </message>
    <message>
        <location filename="../../ui/team/workbench.cpp" line="38"/>
        <source>GpuPlan scenarios (*.gpuplan)</source>
        <translation>GpuPlan 方案 (*.gpuplan)</translation>
    </message>
    <message>
        <location filename="../../ui/team/workbench.cpp" line="72"/>
        <source>%1

The table stays in the window as it is; the store keeps what it had before this save.</source>
        <translation>%1

方案表原样保留在窗口中；数据库保持这次保存之前的内容。</translation>
    </message>
    <message>
        <location filename="../../ui/team/workbench.cpp" line="106"/>
        <source>Store problem</source>
        <translation>数据库问题</translation>
    </message>
    <message>
        <location filename="../../ui/team/workbench.cpp" line="107"/>
        <source>&amp;Retry</source>
        <translation>重试(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/team/workbench.cpp" line="109"/>
        <source>Use &amp;local store</source>
        <translation>使用本地数据库(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../ui/team/workbench.cpp" line="148"/>
        <source>The password was not kept in the keyring: %1</source>
        <translation>密码未能保存到密钥环：%1</translation>
    </message>
    <message>
        <location filename="../../ui/team/workbench.cpp" line="157"/>
        <source>Cannot open the team store: %1

The window stays on %2.</source>
        <translation>无法打开团队数据库：%1

窗口仍使用 %2。</translation>
    </message>
    <message>
        <location filename="../../ui/team/workbench.cpp" line="172"/>
        <source>Cannot open the local store: %1

The window stays on %2.</source>
        <translation>无法打开本地数据库：%1

窗口仍使用 %2。</translation>
    </message>
    <message>
        <location filename="../../ui/team/workbench.cpp" line="187"/>
        <source>Cannot open %1 again: %2

The table stays in the window as it is.</source>
        <translation>无法再次打开 %1：%2

方案表原样保留在窗口中。</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::Workbook</name>
    <message>
        <location filename="../../ui/workbook/sheet_assumptions.cpp" line="29"/>
        <source>Years of ownership</source>
        <translation>持有年限</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_assumptions.cpp" line="30"/>
        <source>the three-year cost&apos;s horizon</source>
        <translation>三年持有成本的计算期</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_assumptions.cpp" line="31"/>
        <source>Share of hours owned cards work (training and RL)</source>
        <translation>自有卡的工作时间占比（训练与 RL）</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_assumptions.cpp" line="32"/>
        <source>serving rents and uses every hour</source>
        <translation>推理服务按全部小时租用和使用</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_assumptions.cpp" line="33"/>
        <source>Hours in a rental month</source>
        <translation>每个租用月的小时数</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_assumptions.cpp" line="34"/>
        <source>8,760 / 12, the convention of cloud price sheets</source>
        <translation>8,760 / 12，云厂商价目表的惯例</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_assumptions.cpp" line="35"/>
        <source>Hours in a year</source>
        <translation>每年小时数</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_assumptions.cpp" line="36"/>
        <location filename="../../ui/workbook/sheet_scenarios.cpp" line="85"/>
        <source>Host power per server (kW)</source>
        <translation>每台服务器主机功耗（kW）</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_assumptions.cpp" line="37"/>
        <source>CPUs, memory, NICs and fans, where the catalog gives no system power</source>
        <translation>CPU、内存、网卡与风扇；目录未给出整机功耗时使用</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_assumptions.cpp" line="39"/>
        <source>Assumption</source>
        <translation>假设</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_assumptions.cpp" line="39"/>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_assumptions.cpp" line="39"/>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_assumptions.cpp" line="53"/>
        <source>Training time: efficiency %1% to %2% of the estimate (the calibration&apos;s error)</source>
        <translation>训练时间：效率为估算值的 %1% 至 %2%（校准误差）</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_assumptions.cpp" line="56"/>
        <source>RL run time: step speed %1% to %2% (the RL calibration&apos;s cross-validated error)</source>
        <translation>RL 运行时间：每步速度为 %1% 至 %2%（RL 校准的交叉验证误差）</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_assumptions.cpp" line="59"/>
        <source>Serving cards: throughput %1% to %2% of the estimate (under load: %3% to %4%)</source>
        <translation>推理卡数：吞吐为估算值的 %1% 至 %2%（负载下：%3% 至 %4%）</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_assumptions.cpp" line="64"/>
        <source>Owning: servers bought whole at their purchase price, no facility work, maintenance or resale counted; energy at the region&apos;s tariff and PUE</source>
        <translation>自购：按采购价购买整台服务器，不计机房改造、维护与残值；电费按地区电价与 PUE 计算</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_assumptions.cpp" line="66"/>
        <source>Hours are GpuPlan&apos;s estimate at the exported count: a count changed here re-costs those hours, it does not plan the job again (GpuPlan does, in its scenario table)</source>
        <translation>小时数是 GpuPlan 按导出时卡数的估算：在此修改卡数只按这些小时重新计算成本，不会重新规划任务（请在 GpuPlan 的方案表中修改）</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_assumptions.cpp" line="76"/>
        <location filename="../../ui/workbook/sheet_scenarios.cpp" line="58"/>
        <source>Scenario</source>
        <translation>方案</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_assumptions.cpp" line="77"/>
        <location filename="../../ui/workbook/sheet_scenarios.cpp" line="66"/>
        <source>Framework</source>
        <translation>训练框架</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_assumptions.cpp" line="78"/>
        <location filename="../../ui/workbook/sheet_scenarios.cpp" line="67"/>
        <source>Attention kernel</source>
        <translation>注意力内核</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_assumptions.cpp" line="93"/>
        <source>Region id</source>
        <translation>地区代码</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_assumptions.cpp" line="93"/>
        <location filename="../../ui/workbook/sheet_scenarios.cpp" line="65"/>
        <source>Region</source>
        <translation>地区</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_assumptions.cpp" line="93"/>
        <source>Electricity per kWh</source>
        <translation>每千瓦时电价</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_assumptions.cpp" line="94"/>
        <location filename="../../ui/workbook/sheet_prices.cpp" line="34"/>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_assumptions.cpp" line="94"/>
        <location filename="../../ui/workbook/sheet_scenarios.cpp" line="88"/>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_assumptions.cpp" line="94"/>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_assumptions.cpp" line="95"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_comparison.cpp" line="29"/>
        <source>parameters (billions)</source>
        <translation>参数量（十亿）</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_comparison.cpp" line="54"/>
        <source>Time and rent against model size (%1 on each card)</source>
        <translation>时间与租金随模型规模的变化（各卡上的%1）</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_comparison.cpp" line="59"/>
        <source>Parameters (billions)</source>
        <translation>参数量（十亿）</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_comparison.cpp" line="61"/>
        <source>%1: hours</source>
        <translation>%1：小时</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_comparison.cpp" line="63"/>
        <source>%1: rent (%2)</source>
        <translation>%1：租金（%2）</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_comparison.cpp" line="84"/>
        <source>Time against model size</source>
        <translation>时间随模型规模的变化</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_comparison.cpp" line="84"/>
        <source>hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_comparison.cpp" line="86"/>
        <source>Rent against model size</source>
        <translation>租金随模型规模的变化</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_comparison.cpp" line="86"/>
        <source>rent (%1)</source>
        <translation>租金（%1）</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_comparison.cpp" line="101"/>
        <source>%1: %2 on each card, prices in %3</source>
        <translation>%1：各卡上的%2，价格单位 %3</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_comparison.cpp" line="107"/>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_comparison.cpp" line="108"/>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_comparison.cpp" line="111"/>
        <source>%1 (baseline)</source>
        <translation>%1（基准）</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_comparison.cpp" line="113"/>
        <source>%1 / baseline</source>
        <translation>%1 / 基准</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_comparison.cpp" line="150"/>
        <source>No size sweep: a serving load or an RL run belongs to its model.</source>
        <translation>无规模扫描：推理负载或 RL 运行只对应其自身模型。</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_prices.cpp" line="28"/>
        <source>Amount in USD</source>
        <translation>折合美元</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_prices.cpp" line="34"/>
        <source>USD per unit</source>
        <translation>每单位合美元</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_prices.cpp" line="35"/>
        <source>Rate date</source>
        <translation>汇率日期</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_prices.cpp" line="35"/>
        <source>Rate source</source>
        <translation>汇率来源</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_scenarios.cpp" line="59"/>
        <source>Workload</source>
        <translation>任务类型</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_scenarios.cpp" line="60"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_scenarios.cpp" line="61"/>
        <source>Work</source>
        <translation>工作量</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_scenarios.cpp" line="62"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_scenarios.cpp" line="63"/>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_scenarios.cpp" line="64"/>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_scenarios.cpp" line="68"/>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_scenarios.cpp" line="69"/>
        <source>Hours billed (serving: a month)</source>
        <translation>计费小时（推理：一个月）</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_scenarios.cpp" line="70"/>
        <source>GPU-hours</source>
        <translation>GPU 卡时</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_scenarios.cpp" line="71"/>
        <source>Throughput</source>
        <translation>吞吐</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_scenarios.cpp" line="72"/>
        <source>Memory per GPU</source>
        <translation>每卡显存</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_scenarios.cpp" line="73"/>
        <source>Plan</source>
        <translation>并行方案</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_scenarios.cpp" line="74"/>
        <source>Rent price</source>
        <translation>租用价格</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_scenarios.cpp" line="75"/>
        <source>Rent unit</source>
        <translation>租用计价单位</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_scenarios.cpp" line="76"/>
        <source>GPUs per machine</source>
        <translation>每台机器 GPU 数</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_scenarios.cpp" line="77"/>
        <source>Rent currency</source>
        <translation>租金币种</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_scenarios.cpp" line="78"/>
        <source>Rent (serving: a month)</source>
        <translation>租金（推理：一个月）</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_scenarios.cpp" line="79"/>
        <source>Server price</source>
        <translation>服务器价格</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_scenarios.cpp" line="80"/>
        <source>GPUs per server</source>
        <translation>每台服务器 GPU 数</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_scenarios.cpp" line="81"/>
        <source>Purchase currency</source>
        <translation>采购币种</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_scenarios.cpp" line="82"/>
        <source>Servers</source>
        <translation>服务器台数</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_scenarios.cpp" line="83"/>
        <source>Purchase</source>
        <translation>采购</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_scenarios.cpp" line="84"/>
        <source>Board power (W)</source>
        <translation>板卡功耗（W）</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_scenarios.cpp" line="86"/>
        <source>Share of hours working</source>
        <translation>工作时间占比</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_scenarios.cpp" line="87"/>
        <source>Tariff region</source>
        <translation>电价地区</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_scenarios.cpp" line="89"/>
        <source>Electricity per kWh (purchase currency)</source>
        <translation>每千瓦时电价（采购币种）</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_scenarios.cpp" line="90"/>
        <source>Energy over the years</source>
        <translation>持有期电费</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_scenarios.cpp" line="91"/>
        <source>Cost of owning over the years</source>
        <translation>持有期总成本</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_scenarios.cpp" line="92"/>
        <source>Rent in USD</source>
        <translation>租金（折合美元）</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_scenarios.cpp" line="93"/>
        <source>Cost of owning in USD</source>
        <translation>持有期总成本（折合美元）</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_scenarios.cpp" line="94"/>
        <source>Notes</source>
        <translation>说明</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_scenarios.cpp" line="280"/>
        <source>%1: generation pool</source>
        <translation>%1：生成池</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_scenarios.cpp" line="311"/>
        <source>The generation pool of the run above, on its own card: the run&apos;s rent and cost of owning are the two lines&apos; sums.</source>
        <translation>上一行运行的生成池，使用其自己的卡：该运行的租金和拥有成本为这两行之和。</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/sheet_scenarios.cpp" line="313"/>
        <source>The training pool; the generation pool is on the next line.</source>
        <translation>训练池；生成池在下一行。</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/workbook_writer.cpp" line="134"/>
        <source>Scenarios</source>
        <translation>方案</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/workbook_writer.cpp" line="135"/>
        <source>Comparison</source>
        <translation>对比</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/workbook_writer.cpp" line="136"/>
        <source>Prices</source>
        <translation>价格</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/workbook_writer.cpp" line="137"/>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/workbook_writer.cpp" line="169"/>
        <source>GPU plan: scenarios, comparison and prices</source>
        <translation>GPU 规划：方案、对比与价格</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::WorkbookExport</name>
    <message>
        <location filename="../../ui/workbook/workbook_export.cpp" line="25"/>
        <source>Export &amp;workbook...</source>
        <translation>导出 Excel 工作簿(&amp;W)...</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/workbook_export.cpp" line="29"/>
        <source>The scenarios, the comparison, the prices and the assumptions as an Excel workbook whose costs are formulas</source>
        <translation>将方案、对比、价格与假设导出为 Excel 工作簿，其中成本为公式</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/workbook_export.cpp" line="36"/>
        <source>there are no scenarios to export</source>
        <translation>没有可导出的方案</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/workbook_export.cpp" line="81"/>
        <source>Workbook written to %1</source>
        <translation>工作簿已写入 %1</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/workbook_export.cpp" line="82"/>
        <source>Workbook written to %1, without a comparison: %2</source>
        <translation>工作簿已写入 %1，未含对比：%2</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/workbook_export.cpp" line="88"/>
        <location filename="../../ui/workbook/workbook_export.cpp" line="95"/>
        <source>Export workbook</source>
        <translation>导出工作簿</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/workbook_export.cpp" line="88"/>
        <source>gpu-plan.xlsx</source>
        <translation>gpu-plan.xlsx</translation>
    </message>
    <message>
        <location filename="../../ui/workbook/workbook_export.cpp" line="89"/>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel 工作簿 (*.xlsx)</translation>
    </message>
</context>
</TS>
