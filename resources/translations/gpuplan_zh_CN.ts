<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name></name>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_delegate.cpp" line="+27"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>否</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../../app/main.cpp" line="+50"/>
        <location line="+8"/>
        <source>GpuPlan</source>
        <translation>GpuPlan</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Cannot open the store:
%1</source>
        <translation>无法打开数据库：
%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The catalog in the store is not usable:
%1</source>
        <translation>数据库中的目录无法使用：
%1</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui</name>
    <message>
        <location filename="../../ui/display_format.cpp" line="+48"/>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../ui/report/report_charts.cpp" line="+193"/>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="+50"/>
        <source>Wall time</source>
        <translation>墙钟时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+101"/>
        <source>&amp;nbsp;&amp;nbsp;range</source>
        <translation>&amp;nbsp;&amp;nbsp;区间</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="+243"/>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="-100"/>
        <location line="+101"/>
        <source>%1 to %2</source>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_html.cpp" line="+52"/>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="-41"/>
        <location line="+12"/>
        <source>undated</source>
        <translation>无日期</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 or %2</source>
        <translation>%1或%2</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../ui/report/report_summary.cpp" line="-120"/>
        <location line="+28"/>
        <location line="+33"/>
        <location line="+125"/>
        <location line="+44"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="-297"/>
        <source>%1 output tokens/s</source>
        <translation>每秒 %1 输出 token</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>%1 tokens</source>
        <translation>%1 token</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No recommendation: %1.</source>
        <translation>无推荐：%1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no compared card has a rent price in %1</source>
        <translation>在%1，参与比较的卡都没有租用价格</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No card meets every constraint of the scenario: see the deadline and budget below.</source>
        <translation>没有一张卡满足方案的全部约束：见下方的截止时间与预算。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recommended: %1 × %2 in %3: %4, %5 (%6 to %7).</source>
        <translation>推荐：%1 × %2，%3：%4，%5（%6 至 %7）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recommended: %1 × %2 in %3: %4 a month (%5 to %6), %7 per million output tokens.</source>
        <translation>推荐：%1 × %2，%3：每月 %4（%5 至 %6），每百万输出 token %7。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1, %2 parameters: %3 of %4.</source>
        <translation>%1，%2 参数：%4 的%3。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a Llama-shaped model</source>
        <translation>按 Llama 结构推导的模型</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Each card of the recommendation holds %1 of its %2 (%3).</source>
        <translation>推荐方案中每张卡占用 %1 / %2 显存（%3）。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Serving in %1, as the scenario says.</source>
        <translation>按方案设定以 %1 提供推理服务。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 trains in FP8: %2 fewer GPU-hours than in BF16.</source>
        <translation>%1 以 FP8 训练：比 BF16 少用 %2 的 GPU 卡时。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no FP8 and trains in BF16.</source>
        <translation>%1 不支持 FP8，以 BF16 训练。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No compared card has FP8: every card trains in BF16.</source>
        <translation>参与比较的卡都不支持 FP8：均以 BF16 训练。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2</source>
        <translation>%2 节省 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The scenario trains in %1; FP8 would not save GPU-hours on these cards.</source>
        <translation>方案以 %1 训练；在这些卡上改用 FP8 不会节省 GPU 卡时。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The scenario trains in %1. FP8 would save GPU-hours: %2; the first choice would then be %3 at %4.</source>
        <translation>方案以 %1 训练。改用 FP8 可节省 GPU 卡时：%2；届时首选为 %3，费用 %4。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 × %2 span %3 nodes: traffic between them crosses %4 (MFU %5).</source>
        <translation>%1 × %2 跨 %3 个节点：节点间通信经由 %4（MFU %5）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 × %2 fit in one node (MFU %3).</source>
        <translation>%1 × %2 可放入单个节点（MFU %3）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 × %2 fit in one node.</source>
        <translation>%1 × %2 可放入单个节点。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>None set in the scenario: no option is ruled out by cost.</source>
        <translation>方案未设定：不因费用排除任何选项。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+32"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>%1: the first option uses %2 of it.</source>
        <translation>%1：首选方案用去其中的 %2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Over it: %1.</source>
        <translation>超出预算：%1。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Serving has none; a request takes %1 on the first option.</source>
        <translation>推理服务不设截止时间；首选方案上单个请求耗时 %1。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>None set; the first option is also the fastest card: %1.</source>
        <translation>未设定；首选方案也是最快的卡：%1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>None set; the first option takes %1, the fastest card, %2, %3.</source>
        <translation>未设定；首选方案耗时 %1，最快的卡 %2 耗时 %3。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (no count finishes in time)</source>
        <translation>%1（任何卡数都无法按时完成）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: the first option finishes in %2.</source>
        <translation>%1：首选方案 %2 完成。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Past it: %1.</source>
        <translation>超过截止时间：%1。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is the only card with a rent price here.</source>
        <translation>%1 是此处唯一有租用价格的卡。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 below the next option, %2 at %3.</source>
        <translation>比次选 %2（%3）低 %1。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Model size</source>
        <translation>模型规模</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deadline</source>
        <translation>截止时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost</source>
        <translation>费用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checklist</source>
        <translation>决策清单</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>This scenario</source>
        <translation>本方案</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+5"/>
        <source>none in %1</source>
        <translation>%1无价格</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no stored rate into %1</source>
        <translation>没有换算为 %1 的已存汇率</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>recommended</source>
        <translation>推荐</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>past the deadline</source>
        <translation>超过截止时间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>over the budget</source>
        <translation>超出预算</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+13"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rent of the job, low – high</source>
        <translation>任务租金，低 – 高</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rent a month, low – high</source>
        <translation>每月租金，低 – 高</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards</source>
        <translation>卡数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Price used</source>
        <translation>所用价格</translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../../ui/report/report_writer.cpp" line="+275"/>
        <source>GPU comparison for approval</source>
        <translation>GPU 方案对比（审批用）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Date:</source>
        <translation>日期：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Prepared by:</source>
        <translation>编制人：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Approved by:</source>
        <translation>审批人：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cards</source>
        <translation>%1 张卡</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>as many cards as each needs</source>
        <translation>每种卡按所需数量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scenario &lt;b&gt;%1&lt;/b&gt;: %2 of %3, %4 in %5; prices for %6 in %7; cards compared: %8.</source>
        <translation>方案 &lt;b&gt;%1&lt;/b&gt;：%3 的%2，%4，%5；价格取%6，以 %7 计；比较的卡：%8。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Recommendation</source>
        <translation>推荐</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost in %1</source>
        <translation>费用（%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ranges: each price&apos;s own low and high%1. Each card&apos;s price is its cheapest on-demand, reserved or monthly one in the nearest of %2 that has one; [n] is its row in the Sources table.</source>
        <translation>区间：各价格自身的高低值%1。每张卡的价格取%2中最近一个有价格之处的最低按需、预留或包月价格；[n] 为其在“来源”表中的行号。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> and the calibrated efficiency ±15%</source>
        <translation>以及校准效率 ±15%</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Converted at the stored rates: %1.</source>
        <translation>按已存汇率换算：%1。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: %2, %3, %4, %5 %6</source>
        <translation>%1：%2，%3，%4，%5 %6</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Prices: %1.</source>
        <translation>价格：%1。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Missing: a rent price for %1 in %2 (none is stored there): add one in the Prices tab or with gpuplan price set, and the card is ranked.</source>
        <translation>缺少：%1 在%2的租用价格（均未存储）：在“价格”页或用 gpuplan price set 添加后，该卡即参与排名。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sources.cpp" line="+147"/>
        <location filename="../../ui/report/report_text.cpp" line="+35"/>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_text.cpp" line="+2"/>
        <source>%1 (baseline)</source>
        <translation>%1（基准）</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Specifications, prices and the scenario on each card</source>
        <translation>各卡规格、价格与方案结果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ratios are against the baseline; the better value of each row is in bold.</source>
        <translation>比值相对于基准卡；每行较优的数值为粗体。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="-105"/>
        <location filename="../../ui/report/report_text.cpp" line="+14"/>
        <source>%1 a request</source>
        <translation>每请求 %1</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_text.cpp" line="+2"/>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Workload results</source>
        <translation>任务结果</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="-71"/>
        <source>GPU-hours</source>
        <translation>GPU 卡时</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sources.cpp" line="-86"/>
        <location filename="../../ui/report/report_summary.cpp" line="+41"/>
        <location filename="../../ui/report/report_text.cpp" line="+0"/>
        <source>Card</source>
        <translation>卡</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_text.cpp" line="+0"/>
        <source>Plan</source>
        <translation>并行方案</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>indicative</source>
        <translation>参考报价</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1: no rent price stored</source>
        <translation>%1：未存储租用价格</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Rent by region and provider</source>
        <translation>各地区与供应商的租金</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No stored rent price for these cards.</source>
        <translation>这些卡没有已存储的租用价格。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Region</source>
        <translation>地区</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Provider</source>
        <translation>供应商</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Range</source>
        <translation>区间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sources.cpp" line="-5"/>
        <source>never</source>
        <translation>不会</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no rent price to compare</source>
        <translation>没有可比较的租金价格</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Buying: three-year cost of owning</source>
        <translation>购买：三年自建成本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rent is each card&apos;s cheapest on-demand, reserved or monthly price that applies in the region (its own or its cloud regions&apos;, else its country&apos;s or worldwide), compared at the stored exchange rates; spot prices are not used. Indicative prices are market quotes, not list prices.</source>
        <translation>租金取每张卡在该地区适用的最低按需、预留或包月价格（先看本地区及其云区域的价格，没有时再看所属国家或全球的价格），不同币种按已存汇率比较；不使用竞价价格。参考报价是市场报价，不是官方标价。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Owning: three years, 70% utilization, the cheapest 8-GPU server price that applies in the region, the region&apos;s electricity price and PUE, 1.3 kW per server for the host, no residual value.</source>
        <translation>自建：三年，70% 利用率，该地区适用的最低 8 卡服务器价格，该地区的电价和 PUE，每台服务器主机另计 1.3 kW，无残值。</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Training time ranges assume the calibrated efficiency 15% lower or higher.</source>
        <translation>训练时间区间假设校准效率上下浮动 15%。</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>1 %1 = %2 USD (%3)</source>
        <translation>1 %1 = %2 美元（%3）</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Cards without FP8 run an FP8 scenario in BF16.</source>
        <translation>不支持 FP8 的卡以 BF16 运行 FP8 方案。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Exchange rates used: %1.</source>
        <translation>所用汇率：%1。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Exchange rate: %1</source>
        <translation>汇率：%1</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Price of %1 (%2, %3)</source>
        <translation>%1 的价格（%2，%3）</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Server price of %1 (%2, %3)</source>
        <translation>%1 服务器价格（%2，%3）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Electricity in %1: %2 %3 per kWh (%4); PUE %5</source>
        <translation>%1 电价：每千瓦时 %2 %3（%4）；PUE %5</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../ui/report/report_text.cpp" line="+0"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verification or note</source>
        <translation>核实情况或备注</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training time comes from a per-step model of compute at calibrated efficiency, memory-bound work and communication for the fastest parallel plan found by search, calibrated against published training runs (median error about 5%). Serving throughput comes from a prefill and decode model calibrated on published serving measurements. Costs are exact in the prices&apos; currency. Details: docs/estimation.md.</source>
        <translation>训练时间来自逐步模型：按校准效率计算的算力、受显存带宽限制的计算和通信，取搜索得到的最快并行方案，并以公开训练记录校准（中位误差约 5%）。推理吞吐来自预填充与解码模型，以公开推理测量校准。成本按价格币种精确计算。详见 docs/estimation.md。</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="+1"/>
        <source>Tokens per second</source>
        <translation>每秒 token 数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;One step&lt;/b&gt;</source>
        <translation>&lt;b&gt;单步&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>matrix compute</source>
        <translation>矩阵计算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory-bound work</source>
        <translation>受显存带宽限制的计算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tensor-parallel communication</source>
        <translation>张量并行通信</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pipeline communication</source>
        <translation>流水线并行通信</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>data-parallel communication</source>
        <translation>数据并行通信</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fixed overhead</source>
        <translation>固定开销</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="+0"/>
        <location filename="../../ui/report/report_text.cpp" line="-69"/>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="+5"/>
        <location line="+15"/>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="-9"/>
        <source>Time to first token</source>
        <translation>首 token 时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time per output token</source>
        <translation>每输出 token 时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One request</source>
        <translation>单个请求</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output tokens per second</source>
        <translation>每秒输出 token 数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batch per replica</source>
        <translation>每副本批大小</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (at most %2; limited by %3)</source>
        <translation>%1（最多 %2；受限于 %3）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Decode</source>
        <translation>解码</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>memory-bound</source>
        <translation>受显存带宽限制</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>compute-bound</source>
        <translation>受算力限制</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+7"/>
        <source>weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>optimizer state</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+5"/>
        <source>framework overhead</source>
        <translation>框架开销</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;total&lt;/b&gt;</source>
        <translation>&lt;b&gt;合计&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>of %1</source>
        <translation>共 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1, indicative</source>
        <translation>%1，参考报价</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Electricity: %1 %2 per kWh in %3 (%4; source: %5); PUE %6 (source: %7)</source>
        <translation>电价：%3 每千瓦时 %1 %2（%4；来源：%5）；PUE %6（来源：%7）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Converted at 1 %1 = %2 USD (%3; source: %4)</source>
        <translation>换算汇率：1 %1 = %2 美元（%3；来源：%4）</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_text.cpp" line="+0"/>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="-31"/>
        <source>Memory per GPU</source>
        <translation>每卡显存</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="+4"/>
        <source>%1 per %2 (%3, %4, %5; source: %6)</source>
        <translation>%1 / %2（%3，%4，%5；来源：%6）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/bar_charts.cpp" line="+39"/>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="+37"/>
        <source>Rent</source>
        <translation>租用</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="+4"/>
        <source>Price: %1</source>
        <translation>价格：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rent of the job</source>
        <translation>任务租金</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rent per month</source>
        <translation>每月租金</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Per GPU-hour</source>
        <translation>每卡时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per million tokens trained</source>
        <translation>每百万训练 token</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Per million output tokens</source>
        <translation>每百万输出 token</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_summary.cpp" line="-80"/>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="+3"/>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="+1"/>
        <source>exceeded</source>
        <translation>超出</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>within</source>
        <translation>未超出</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What moves the rent most</source>
        <translation>对租金影响最大的因素</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Buy (three years)</source>
        <translation>购买（三年）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Purchase: %1</source>
        <translation>购买价：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Servers</source>
        <translation>服务器台数</translation>
    </message>
    <message>
        <location filename="../../ui/compare/bar_charts.cpp" line="+1"/>
        <location filename="../../ui/report/report_sources.cpp" line="-35"/>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="+1"/>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Facility</source>
        <translation>机房改造</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../ui/report/report_sources.cpp" line="+0"/>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="+1"/>
        <source>Energy</source>
        <translation>电费</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maintenance</source>
        <translation>维护</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 rent</source>
        <translation>%1 租用</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 buy</source>
        <translation>%1 购买</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: no rent to compare</source>
        <translation>%1：无可比较的租金</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: no purchase figures</source>
        <translation>%1：无购买数据</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: buying breaks even in %2 months</source>
        <translation>%1：购买 %2 个月回本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: buying never breaks even</source>
        <translation>%1：购买无法回本</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>input at its low end</source>
        <translation>输入取下限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>input at its high end</source>
        <translation>输入取上限</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>rent price</source>
        <translation>租用价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>efficiency</source>
        <translation>效率</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>change of the rent from %1</source>
        <translation>租金相对 %1 的变化</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="+0"/>
        <source>%1 kWh</source>
        <translation>%1 千瓦时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Residual value</source>
        <translation>残值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Total&lt;/b&gt;</source>
        <translation>&lt;b&gt;合计&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per GPU-hour used</source>
        <translation>每使用卡时</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This job&apos;s share</source>
        <translation>本任务分摊</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sources.cpp" line="+0"/>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="+2"/>
        <source>Break-even against renting</source>
        <translation>与租用的盈亏平衡点</translation>
    </message>
    <message>
        <location line="-6"/>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="+1"/>
        <source>after %1 months</source>
        <translation>%1 个月后</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_details.cpp" line="+1"/>
        <source>never: renting costs less than running owned cards</source>
        <translation>不会：租用比自有卡的运行成本更低</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 of %2 on %3 x %4 in %5, %6</source>
        <translation>%1：%2，%3 × %4，%5，%6</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No estimate:</source>
        <translation>无法估算：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plan:</source>
        <translation>并行方案：</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_writer.cpp" line="-105"/>
        <source>Training time versus model size</source>
        <translation>训练时间与模型规模</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rent versus model size</source>
        <translation>租金与模型规模</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rent against buy</source>
        <translation>租用与购买</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sensitivity of the rent</source>
        <translation>租金敏感性</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>GpuPlan, %1: page %2 of %3</source>
        <translation>GpuPlan，%1：第 %2 页，共 %3 页</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>No chart: no compared card has a rent price here.</source>
        <translation>无图表：参与比较的卡在此处都没有租用价格。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_charts.cpp" line="-36"/>
        <source>time (hours; range: efficiency ±15%)</source>
        <translation>时间（小时；区间：效率 ±15%）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>time per request (s)</source>
        <translation>单个请求时间（秒）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>rent of the job (%1; range: price and efficiency)</source>
        <translation>任务租金（%1；区间：价格与效率）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rent a month (%1; range: price)</source>
        <translation>每月租金（%1；区间：价格）</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>not ranked</source>
        <translation>未参与排名</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../ui/report/report_summary.cpp" line="+77"/>
        <source>no rent price</source>
        <translation>无租用价格</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>deadline</source>
        <translation>截止时间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>budget</source>
        <translation>预算</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::AddPriceCommand</name>
    <message>
        <location filename="../../ui/prices/price_commands.cpp" line="+10"/>
        <source>add %1 price in %2</source>
        <translation>添加 %2 的 %1 价格</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::AddPriceDialog</name>
    <message>
        <location filename="../../ui/prices/add_price_dialog.cpp" line="+28"/>
        <source>Add a price</source>
        <translation>添加价格</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>where the figure comes from (quote, price page, contract)</source>
        <translation>数字的来源（报价、价格页面、合同）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Provider</source>
        <translation>供应商</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Region</source>
        <translation>地区</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per</source>
        <translation>计价单位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Low</source>
        <translation>最低</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High</source>
        <translation>最高</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Effective date</source>
        <translation>生效日期</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Enter the price.</source>
        <translation>请输入价格。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Price: %1</source>
        <translation>价格：%1</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::ComparePage</name>
    <message>
        <location filename="../../ui/compare/compare_charts.cpp" line="+118"/>
        <source>the fewest cards that finish in %1</source>
        <translation>在 %1 内完成所需的最少卡数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cards</source>
        <translation>%1 张卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 on %2 tokens, %3</source>
        <translation>%1，%2 token，%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Training time versus model size: %1</source>
        <translation>训练时间与模型规模：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>hours (band: efficiency ±15%)</source>
        <translation>小时（阴影：效率 ±15%）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rent versus model size: %1</source>
        <translation>租金与模型规模：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rent (%1; band: price range and efficiency)</source>
        <translation>租金（%1；阴影：价格区间与效率）</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1, %2 parameters: %3 on %4 cards (%5 to %6)</source>
        <translation>%1，%2 参数：%3，%4 张卡（%5 至 %6）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1, %2 parameters: %3 (%4 to %5)</source>
        <translation>%1，%2 参数：%3（%4 至 %5）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>(a serving scenario: see the Serving chart)</source>
        <translation>（推理方案：请看“推理”图）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(no rent price for these cards in the region)</source>
        <translation>（该地区没有这些卡的租用价格）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Serving %1: tokens/s per replica (solid), cost per million tokens (dashed)</source>
        <translation>%1 推理：每副本每秒 token（实线），每百万 token 成本（虚线）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>concurrent requests per replica</source>
        <translation>每副本并发请求数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>output tokens/s per replica</source>
        <translation>每副本每秒输出 token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 per million output tokens</source>
        <translation>每百万输出 token 的 %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 (tp=%2)</source>
        <translation>%1（tp=%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: cost</source>
        <translation>%1：成本</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, batch %2: %3 tokens/s, %4 per token, %5 per million tokens</source>
        <translation>%1，批大小 %2：%3 token/秒，每 token %4，每百万 token %5</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compare_page.cpp" line="+41"/>
        <source>Prices from region:</source>
        <translation>价格所在地区：</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>planning %v of %m sizes</source>
        <translation>正在规划第 %v / %m 个规模</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Side by side</source>
        <translation>并排对比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time vs model size</source>
        <translation>时间与规模</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost vs model size</source>
        <translation>成本与规模</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rent vs buy</source>
        <translation>租用与购买</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Serving</source>
        <translation>推理</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sensitivity</source>
        <translation>敏感性</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export chart...</source>
        <translation>导出图表...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PNG, SVG or PDF</source>
        <translation>PNG、SVG 或 PDF</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy chart</source>
        <translation>复制图表</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drag to pan, wheel to zoom; hover a point for its values.</source>
        <translation>拖动平移，滚轮缩放；鼠标悬停在点上可查看数值。</translation>
    </message>
    <message>
        <location line="+113"/>
        <source>LoRA fine-tuning of Llama 2 70B on 1B tokens, 8 cards</source>
        <translation>Llama 2 70B 的 LoRA 微调，1B token，8 张卡</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Results and charts run: %1</source>
        <translation>结果与图表使用：%1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1, buy: %2</source>
        <translation>%1，购买：%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rent against buy over three years at 70% utilization: %1</source>
        <translation>三年、利用率 70% 下租用与购买的对比：%1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>What moves the rent of %1</source>
        <translation>影响 %1 租金的因素</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: no rent to analyse (%2)</source>
        <translation>%1：没有可分析的租金（%2）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>choose a chart tab first: the table is exported with the report</source>
        <translation>请先选择一个图表页：表格随报告导出</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Export chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG 图片 (*.png);;SVG 矢量图 (*.svg);;PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chart written to %1</source>
        <translation>图表已写入 %1</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::ComparisonModel</name>
    <message>
        <location filename="../../ui/compare/comparison_model.cpp" line="+42"/>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory type</source>
        <translation>显存类型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory (GB)</source>
        <translation>显存 (GB)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory bandwidth (TB/s)</source>
        <translation>显存带宽 (TB/s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>BF16 dense (TFLOPS)</source>
        <translation>BF16 稠密算力 (TFLOPS)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FP16 dense (TFLOPS)</source>
        <translation>FP16 稠密算力 (TFLOPS)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FP8 dense (TFLOPS)</source>
        <translation>FP8 稠密算力 (TFLOPS)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TF32 dense (TFLOPS)</source>
        <translation>TF32 稠密算力 (TFLOPS)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>INT8 dense (TOPS)</source>
        <translation>INT8 稠密算力 (TOPS)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU link</source>
        <translation>卡间互联</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Link bandwidth (GB/s per direction)</source>
        <translation>互联带宽（GB/s，单向）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Power (W)</source>
        <translation>功耗 (W)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MIG instances</source>
        <translation>MIG 实例数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rent per GPU-hour (%1)</source>
        <translation>每卡时租金（%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>BF16 TFLOPS per kW</source>
        <translation>每千瓦 BF16 TFLOPS</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>BF16 TFLOPS per %1 of hourly rent</source>
        <translation>每 1 %1 小时租金的 BF16 TFLOPS</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost per delivered PFLOP-hour (%1)</source>
        <translation>每实际交付 PFLOP 时成本（%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scenario: time (hours)</source>
        <translation>方案：时间（小时）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scenario: GPUs</source>
        <translation>方案：GPU 数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scenario: GPU-hours</source>
        <translation>方案：GPU 卡时</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scenario: rent (%1)</source>
        <translation>方案：租金（%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scenario: 3-year cost of owning (%1)</source>
        <translation>方案：三年自建成本（%1）</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Higher is better</source>
        <translation>越高越好</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lower is better</source>
        <translation>越低越好</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the best of the cards compared</source>
        <translation>所比较卡中最优</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (baseline)</source>
        <translation>%1（基准）</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::DeletePriceCommand</name>
    <message>
        <location filename="../../ui/prices/price_commands.cpp" line="+26"/>
        <source>delete %1 price in %2</source>
        <translation>删除 %2 的 %1 价格</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>no history to restore from</source>
        <translation>没有可恢复的历史记录</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::EditPriceCommand</name>
    <message>
        <location filename="../../ui/prices/edit_price_command.cpp" line="+12"/>
        <source>edit %1 price in %2</source>
        <translation>修改 %2 的 %1 价格</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::ExchangeRateModel</name>
    <message>
        <location filename="../../ui/prices/exchange_rate_model.cpp" line="+86"/>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>USD per unit</source>
        <translation>每单位合美元</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Range</source>
        <translation>区间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>URL</source>
        <translation>网址</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>USD per unit: &apos;%1&apos; is not a positive number</source>
        <translation>每单位合美元：“%1”不是正数</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Range: give LOW - HIGH, such as 0.139 - 0.148</source>
        <translation>区间：请按“下限 - 上限”填写，例如 0.139 - 0.148</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>1 %1 = %2 USD (%3)</source>
        <translation>1 %1 = %2 美元（%3）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>converted at the rates of %1</source>
        <translation>按 %1 的汇率换算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>converted at %1</source>
        <translation>按 %1 换算</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::ExchangeRatesDialog</name>
    <message>
        <location filename="../../ui/prices/exchange_rates_dialog.cpp" line="+20"/>
        <source>Exchange rates</source>
        <translation>汇率</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>US dollars per unit of each currency. Every amount the program converts uses these rates; double-click a cell to edit it (Ctrl+Z undoes).</source>
        <translation>每单位各币种合多少美元。程序换算的每个金额都使用这些汇率；双击单元格即可编辑（Ctrl+Z 撤销）。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>currency (KRW)</source>
        <translation>币种（KRW）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>USD per unit</source>
        <translation>每单位合美元</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>source: publisher, table and date</source>
        <translation>来源：发布机构、表名和日期</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>USD per unit: &apos;%1&apos; is not a positive number</source>
        <translation>每单位合美元：“%1”不是正数</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::GpuCatalogModel</name>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_model.cpp" line="+150"/>
        <location line="+124"/>
        <location line="+3"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location line="-127"/>
        <location line="+124"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="-109"/>
        <location line="+56"/>
        <source>n/a</source>
        <translation>不支持</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 TB/s</source>
        <translation>%1 TB/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 W</source>
        <translation>%1 瓦</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+55"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>&apos;%1&apos; is not a number for %2</source>
        <translation>“%1”不是 %2 的有效数字</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&apos;%1&apos; is not a whole number for %2</source>
        <translation>“%1”不是 %2 的有效整数</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>verified is yes or no</source>
        <translation>“已核实”只能是“是”或“否”</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>unknown GPU link &apos;%1&apos;</source>
        <translation>未知的卡间互联“%1”</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>this column cannot be edited</source>
        <translation>此列不可编辑</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Source: %1
Verification: %2</source>
        <translation>来源：%1
核实情况：%2</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/gpu_catalog_header.cpp" line="+14"/>
        <source>ID</source>
        <translation>编号</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Die</source>
        <translation>芯片</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Form factor</source>
        <translation>形态</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory type</source>
        <translation>显存类型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FP32 TFLOPS</source>
        <translation>FP32 算力 (TFLOPS)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>BF16 TFLOPS</source>
        <translation>BF16 算力 (TFLOPS)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FP16 TFLOPS</source>
        <translation>FP16 算力 (TFLOPS)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FP8 TFLOPS</source>
        <translation>FP8 算力 (TFLOPS)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>GPUs per node</source>
        <translation>每节点卡数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Network</source>
        <translation>节点间网络</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Verified</source>
        <translation>已核实</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Verification</source>
        <translation>核实情况</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>TF32 TFLOPS</source>
        <translation>TF32 算力 (TFLOPS)</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>The id prices and scenarios refer to; fixed once a GPU exists</source>
        <translation>价格和方案引用的编号；GPU 创建后不可更改</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click to edit; numbers are in the unit of the title</source>
        <translation>双击编辑；数字以列标题中的单位为准</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>INT8 TOPS</source>
        <translation>INT8 算力 (TOPS)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPU link</source>
        <translation>卡间互联</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Link bandwidth</source>
        <translation>互联带宽</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Link domain (GPUs)</source>
        <translation>互联域（卡数）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PCIe bandwidth</source>
        <translation>PCIe 带宽</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MIG</source>
        <translation>MIG 实例</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::GpuChoice</name>
    <message>
        <location filename="../../ui/catalog/gpu_choice.cpp" line="+14"/>
        <source>Cards to compare (2 to 6):</source>
        <translation>要比较的卡（2 到 6 张）：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Baseline (ratios are against it):</source>
        <translation>基准卡（比值相对于它）：</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>compare at most %1 cards: uncheck one first</source>
        <translation>最多比较 %1 张卡：请先取消勾选一张</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::MainWindow</name>
    <message>
        <location filename="../../ui/main_window.cpp" line="+53"/>
        <source>GpuPlan: GPU planning workbench</source>
        <translation>GpuPlan：GPU 算力规划工作台</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Filter GPUs (name, vendor, memory type, ...)</source>
        <translation>筛选 GPU（名称、厂商、显存类型……）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU catalog</source>
        <translation>GPU 目录</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Filter prices (GPU, provider, region, ...)</source>
        <translation>筛选价格（GPU、供应商、地区……）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>as stored</source>
        <translation>按存储币种</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Exchange rates...</source>
        <translation>汇率...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The rates that convert prices between currencies, with their dates and sources</source>
        <translation>用于在币种之间换算价格的汇率，附日期和来源</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Region:</source>
        <translation>地区：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edit region...</source>
        <translation>编辑地区...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Electricity price and PUE of the chosen region: the cost of owning uses them</source>
        <translation>所选地区的电价和 PUE：自建成本使用这些数值</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Provider:</source>
        <translation>供应商：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show prices in:</source>
        <translation>价格显示币种：</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../ui/main_window_prices.cpp" line="+34"/>
        <location line="+7"/>
        <source>Prices</source>
        <translation>价格</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open scenarios...</source>
        <translation>打开方案(&amp;O)...</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Save scenarios</source>
        <translation>保存方案(&amp;S)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Save scenarios &amp;as...</source>
        <translation>方案另存为(&amp;A)...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recent scenario &amp;files</source>
        <translation>最近的方案文件(&amp;F)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Export report...</source>
        <translation>导出报告(&amp;E)...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Report pre&amp;view...</source>
        <translation>报告预览(&amp;V)...</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Import prices...</source>
        <translation>导入价格(&amp;I)...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import a SkyPilot &amp;catalog folder...</source>
        <translation>导入 SkyPilot 目录文件夹(&amp;C)...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Reload prices</source>
        <translation>重新载入价格(&amp;R)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_scenarios.cpp" line="+54"/>
        <location line="+39"/>
        <source>&amp;New scenario</source>
        <translation>新建方案(&amp;N)</translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+23"/>
        <source>D&amp;uplicate scenario</source>
        <translation>复制方案(&amp;U)</translation>
    </message>
    <message>
        <location line="-17"/>
        <location line="+18"/>
        <source>&amp;Delete scenario</source>
        <translation>删除方案(&amp;D)</translation>
    </message>
    <message>
        <location line="-9"/>
        <location line="+43"/>
        <source>Scenarios</source>
        <translation>方案</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>&amp;Add price...</source>
        <translation>添加价格(&amp;A)...</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;New GPU...</source>
        <translation>新建 GPU(&amp;N)...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D&amp;uplicate GPU</source>
        <translation>复制 GPU(&amp;U)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Delete GPU</source>
        <translation>删除 GPU(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete price</source>
        <translation>删除价格(&amp;D)</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The stored scenarios cannot be read (%1). They are left as they are, and this session does not save scenarios to the store: save them to a file.</source>
        <translation>无法读取已存储的方案（%1）。它们保持原样，本次会话不会把方案保存到数据库：请保存到文件。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the scenarios could not be saved to the store: %1</source>
        <translation>方案未能保存到数据库：%1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>select the scenario to duplicate first</source>
        <translation>请先选择要复制的方案</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>select the scenarios to delete first</source>
        <translation>请先选择要删除的方案</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>delete %n scenario(s)</source>
        <translation>
            <numerusform>删除 %n 个方案</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+32"/>
        <source>Open scenarios</source>
        <translation>打开方案</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>open %1</source>
        <translation>打开 %1</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Opened %1: %n scenario(s)</source>
        <translation>
            <numerusform>已打开 %1：%n 个方案</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+21"/>
        <source>Save scenarios</source>
        <translation>保存方案</translation>
    </message>
    <message numerus="yes">
        <location line="-15"/>
        <source>Saved %n scenario(s) to %1</source>
        <translation>
            <numerusform>已将 %n 个方案保存到 %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>GpuPlan scenarios (*.json);;All files (*)</source>
        <translation>GpuPlan 方案 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>scenarios.json</source>
        <translation>方案.json</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GpuPlan scenarios (*.json)</source>
        <translation>GpuPlan 方案 (*.json)</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Compare &amp;&amp; charts</source>
        <translation>对比与图表</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="+13"/>
        <source>Price &amp;history...</source>
        <translation>价格历史(&amp;H)...</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;View</source>
        <translation>查看(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Filter</source>
        <translation>筛选(&amp;F)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Undo history</source>
        <translation>撤销历史</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;opened&gt;</source>
        <translation>&lt;打开时&gt;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The new language is used the next time GpuPlan starts.</source>
        <translation>新的语言将在下次启动 GpuPlan 时生效。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About GpuPlan</source>
        <translation>关于 GpuPlan(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About GpuPlan</source>
        <translation>关于 GpuPlan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GpuPlan plans GPU compute for large language models: training, fine-tuning and serving time, memory and cost, to rent or to buy.</source>
        <translation>GpuPlan 为大模型规划 GPU 算力：训练、微调与推理的时间、显存和成本，租用或购买。</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_prices.cpp" line="-6"/>
        <location line="+7"/>
        <source>Cannot read the prices: %1</source>
        <translation>无法读取价格：%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>All regions</source>
        <translation>全部地区</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>All providers</source>
        <translation>全部供应商</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>select the prices to delete first</source>
        <translation>请先选择要删除的价格</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>delete %n price(s)</source>
        <translation>
            <numerusform>删除 %n 条价格</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the clipboard holds no rows</source>
        <translation>剪贴板中没有数据行</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+5"/>
        <source>row %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n pasted row(s) match prices already stored: edit those in place</source>
        <translation>
            <numerusform>%n 行粘贴的数据与已有价格相同：请直接在表格中修改</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>paste %n price(s)</source>
        <translation>
            <numerusform>粘贴 %n 条价格</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>select one price to see its history</source>
        <translation>请选择一条价格以查看其历史</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>unknown region %1</source>
        <translation>未知地区 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>choose a region first</source>
        <translation>请先选择地区</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="+15"/>
        <source>Not changed: %1</source>
        <translation>未修改：%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 of %2 GPUs, %3 of %4 prices; store: %5</source>
        <translation>GPU %1/%2 款，价格 %3/%4 条；数据库：%5</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_catalog.cpp" line="+35"/>
        <location line="+10"/>
        <source>the catalog is read-only here (no store)</source>
        <translation>此处目录为只读（没有数据库）</translation>
    </message>
    <message>
        <location line="+30"/>
        <location filename="../../ui/main_window_scenarios.cpp" line="-103"/>
        <source>%1 (copy)</source>
        <translation>%1（副本）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>copied from %1 on %2: check every figure</source>
        <translation>于 %2 复制自 %1：请核对每一项数值</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a GPU with the id %1 exists</source>
        <translation>编号为 %1 的 GPU 已存在</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>select the GPU to copy first</source>
        <translation>请先选择要复制的 GPU</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>New GPU</source>
        <translation>新建 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The new GPU starts as a copy of %1; edit its figures in the table.
ID (lower-case letters, digits, &apos;-&apos;):</source>
        <translation>新 GPU 以 %1 的副本开始；请在表格中修改其数值。
编号（小写字母、数字、“-”）：</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>select the GPUs to delete first</source>
        <translation>请先选择要删除的 GPU</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>delete %n GPU(s)</source>
        <translation>
            <numerusform>删除 %n 款 GPU</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/main_window_import.cpp" line="+21"/>
        <location line="+28"/>
        <location line="+28"/>
        <location line="+13"/>
        <location line="+8"/>
        <source>Import prices</source>
        <translation>导入价格</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Price lists (*.csv);;All files (*)</source>
        <translation>价格表 (*.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Import a SkyPilot catalog folder (catalogs/v7, or one cloud&apos;s folder)</source>
        <translation>导入 SkyPilot 目录文件夹（catalogs/v7，或某个云的文件夹）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>an import is already running</source>
        <translation>已有导入正在进行</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Reading %1...</source>
        <translation>正在读取 %1...</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Import cancelled: nothing was changed</source>
        <translation>已取消导入：未做任何修改</translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>%n row(s) of %1 cannot be imported:
%2

Import the %3 valid prices and skip them?</source>
        <translation>
            <numerusform>%1 中有 %n 行无法导入：
%2

导入其余 %3 条有效价格并跳过这些行吗？</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
        <source>; %n row(s) refused</source>
        <translation>
            <numerusform>；拒绝 %n 行</numerusform>
        </translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+8"/>
        <source>%1 was not imported: %2</source>
        <translation>%1 未导入：%2</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Imported %n price(s) from %1</source>
        <translation>
            <numerusform>已从 %1 导入 %n 条价格</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/main_window_report.cpp" line="+25"/>
        <source>select a scenario in the Scenarios tab first</source>
        <translation>请先在“方案”页选择一个方案</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>choose 2 to 6 cards in the Compare tab: %1</source>
        <translation>请在“对比与图表”页选择 2 到 6 张卡：%1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Writing the report...</source>
        <translation>正在写入报告...</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Report written to %1</source>
        <translation>报告已写入 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+3"/>
        <location line="+7"/>
        <source>Export report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>gpu-comparison.pdf</source>
        <translation>GPU方案对比.pdf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+7"/>
        <source>Report preview</source>
        <translation>报告预览</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::PriceHistoryDialog</name>
    <message>
        <location filename="../../ui/prices/price_history_dialog.cpp" line="+30"/>
        <source>Price history</source>
        <translation>价格历史</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>When (UTC)</source>
        <translation>时间 (UTC)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Change</source>
        <translation>变更</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Before</source>
        <translation>变更前</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>After</source>
        <translation>变更后</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Who</source>
        <translation>修改人</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Revert to before this change</source>
        <translation>恢复到此变更之前</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::PriceImport</name>
    <message>
        <location filename="../../ui/prices/price_import.cpp" line="+134"/>
        <source>read but not GPU prices: %1</source>
        <translation>已读取但不是 GPU 价格：%1</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::PriceTableModel</name>
    <message>
        <location filename="../../ui/prices/price_table_model.cpp" line="+54"/>
        <source>on demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>spot</source>
        <translation>竞价</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reserved 1 year</source>
        <translation>预留 1 年</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reserved 3 years</source>
        <translation>预留 3 年</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>monthly rent</source>
        <translation>包月租用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>purchase</source>
        <translation>购买</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>GPU-hour</source>
        <translation>每卡每小时</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>machine-hour</source>
        <translation>每台整机每小时</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU-month</source>
        <translation>每卡每月</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>machine-month</source>
        <translation>每台整机每月</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Price: the range is in %1: clear it before changing the currency</source>
        <translation>价格：区间以 %1 计价，更换币种前请先清空区间</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+8"/>
        <source>Price: %1</source>
        <translation>价格：%1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Range: %1</source>
        <translation>区间：%1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Kind: unknown kind &apos;%1&apos;</source>
        <translation>类型：未知类型“%1”</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Per: unknown unit &apos;%1&apos;</source>
        <translation>计价单位：未知单位“%1”</translation>
    </message>
    <message>
        <location line="-114"/>
        <source>server (one-off)</source>
        <translation>整机（一次性）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>card, without server</source>
        <translation>单卡（不含整机）</translation>
    </message>
    <message>
        <location line="+160"/>
        <source>Indicative: a market quote or reported range, not a list price</source>
        <translation>参考报价：市场报价或报道的区间，不是官方标价</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A published price</source>
        <translation>公开标价</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checked: %1</source>
        <translation>核实情况：%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>
1 %1 = %2 USD (%3, %4)</source>
        <translation>
1 %1 = %2 美元（%3，%4）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stored as %1; converted at:</source>
        <translation>存储值为 %1；换算汇率：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No exchange rate from %1 to %2: shown as stored</source>
        <translation>没有从 %1 到 %2 的汇率：按存储值显示</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1, indicative</source>
        <translation>%1，参考报价</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>undated</source>
        <translation>无日期</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Provider</source>
        <translation>供应商</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Region</source>
        <translation>地区</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Per</source>
        <translation>计价单位</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Range</source>
        <translation>区间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Effective date</source>
        <translation>生效日期</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note</source>
        <translation>备注</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::RegionDialog</name>
    <message>
        <location filename="../../ui/prices/region_dialog.cpp" line="+56"/>
        <source>Region %1</source>
        <translation>地区 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not sourced yet</source>
        <translation>尚无来源</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Name (English):</source>
        <translation>名称（英文）：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name (Chinese):</source>
        <translation>名称（中文）：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Electricity per kWh (%1):</source>
        <translation>电价（%1/千瓦时）：</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>PUE (facility power / IT power):</source>
        <translation>PUE（设施总功率 / IT 功率）：</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Source:</source>
        <translation>来源：</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>LOW - HIGH, e.g. off-peak and peak</source>
        <translation>下限 - 上限，例如谷段和峰段</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>YYYY-MM-DD</source>
        <translation>YYYY-MM-DD</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>publisher, title and date of the tariff</source>
        <translation>电价表的发布机构、标题和日期</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>where the PUE comes from</source>
        <translation>PUE 的来源</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Lies in:</source>
        <translation>所属区域：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Range:</source>
        <translation>区间：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Applies from:</source>
        <translation>生效日期：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>URL:</source>
        <translation>网址：</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>How it was checked:</source>
        <translation>核实情况：</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>PUE source:</source>
        <translation>PUE 来源：</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the region needs an English name</source>
        <translation>地区需要英文名称</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the electricity price is an amount per kWh, such as 0.65</source>
        <translation>电价为每千瓦时的金额，例如 0.65</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>give the range as LOW - HIGH, such as 0.44 - 0.93</source>
        <translation>请按“下限 - 上限”填写区间，例如 0.44 - 0.93</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the electricity price lies outside its range</source>
        <translation>电价不在其区间内</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>give the date as YYYY-MM-DD</source>
        <translation>请按 YYYY-MM-DD 填写日期</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the PUE is between 1.0 and 3.0</source>
        <translation>PUE 应在 1.0 到 3.0 之间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>say where the electricity price comes from</source>
        <translation>请注明电价来源</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>edit region %1</source>
        <translation>编辑地区 %1</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::RevertPriceCommand</name>
    <message>
        <location filename="../../ui/prices/price_commands.cpp" line="+13"/>
        <source>revert price change %1</source>
        <translation>恢复价格变更 %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>no history to restore from</source>
        <translation>没有可恢复的历史记录</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::ScenarioPage</name>
    <message>
        <location filename="../../ui/scenarios/scenario_page.cpp" line="+32"/>
        <source>Double-click a cell to edit it; results follow as you type. Italic: chosen automatically. Red: an input to fix (its tooltip says why).</source>
        <translation>双击单元格即可编辑；输入时结果随之更新。斜体：自动选择。红色：需要修正的输入（提示中说明原因）。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Select a scenario to see its breakdown: time, memory, rent and ownership, with ranges.</source>
        <translation>选择一个方案以查看其明细：时间、显存、租用与自建成本及其区间。</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::ScenarioTableModel</name>
    <message>
        <location filename="../../ui/scenarios/scenario_cells.cpp" line="+65"/>
        <location line="+136"/>
        <source>cheapest in the region (auto)</source>
        <translation>该地区最便宜的价格（自动）</translation>
    </message>
    <message>
        <location line="-84"/>
        <source>unknown %1 &apos;%2&apos;</source>
        <translation>未知的%1“%2”</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a scenario needs a name</source>
        <translation>方案需要名称</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>another scenario is called &apos;%1&apos;</source>
        <translation>已有方案名为“%1”</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>workload</source>
        <translation>任务类型</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&apos;%1&apos; is neither a model preset nor a size such as 70B</source>
        <translation>“%1”既不是模型预设，也不是 70B 这样的规模</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the load is output tokens per second, for example 2000</source>
        <translation>负载为每秒输出 token 数，例如 2000</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tokens to train on, for example 1B or 500M</source>
        <translation>训练 token 数，例如 1B 或 500M</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../ui/scenarios/scenario_table_model.cpp" line="+308"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+96"/>
        <source>auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>the GPU count is a whole number from 1 to 65,536, or auto</source>
        <translation>GPU 数量为 1 到 65,536 的整数，或“自动”</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>unknown precision &apos;%1&apos; (BF16, FP16, FP8, INT8, INT4)</source>
        <translation>未知精度“%1”（BF16、FP16、FP8、INT8、INT4）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>region</source>
        <translation>地区</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>choose a stored price from the list, or auto</source>
        <translation>请从列表中选择已存储的价格，或选“自动”</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a deadline is hours (72) or a duration (3d, 12h)</source>
        <translation>截止时间为小时数（72）或时长（3d、12h）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the deadline must be after now</source>
        <translation>截止时间必须晚于现在</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a budget is a positive amount in the rent price&apos;s currency</source>
        <translation>预算为以租金币种计的正数金额</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>results cannot be edited</source>
        <translation>结果列不可编辑</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 (shape derived)</source>
        <translation>%1（结构按比例推导）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+45"/>
        <source>%1 tokens/s</source>
        <translation>%1 token/秒</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>%1 tokens</source>
        <translation>%1 token</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>auto: %1</source>
        <translation>自动：%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>auto: none</source>
        <translation>自动：无</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>price %1 (gone)</source>
        <translation>价格 %1（已删除）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 a request</source>
        <translation>每请求 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+5"/>
        <source>%1 a month</source>
        <translation>每月 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>MFU %1%</source>
        <translation>MFU %1%</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The region&apos;s cheapest on-demand, reserved or monthly price for this GPU (spot prices only when chosen)</source>
        <translation>该地区此 GPU 最便宜的按需、预留或包月价格（竞价价格仅在手动选择时使用）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stored price %1, chosen for this scenario</source>
        <translation>为此方案选定的已存储价格 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A number, or auto: the fewest GPUs that fit the model, meet the deadline or carry the load</source>
        <translation>填数字或“自动”：能装下模型、满足截止时间或承载负载的最少 GPU 数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 to %2 with the efficiency 15% lower or higher</source>
        <translation>效率上下浮动 15% 时为 %1 至 %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 to %2 (price range and efficiency)</source>
        <translation>%1 至 %2（价格区间与效率）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Over the budget of %1</source>
        <translation>超出预算 %1</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Owning %n server(s) for three years at 70% utilization: hardware, energy and residual value</source>
        <translation>
            <numerusform>自有 %n 台服务器三年、利用率 70%：硬件、电费与残值</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_commands.cpp" line="+17"/>
        <source>edit scenario %1</source>
        <translation>修改方案 %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>delete scenario %1</source>
        <translation>删除方案 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>add scenario %1</source>
        <translation>添加方案 %1</translation>
    </message>
    <message>
        <location filename="../../ui/scenarios/scenario_table_model.cpp" line="-139"/>
        <source>Scenario %1</source>
        <translation>方案 %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Pre-training</source>
        <translation>预训练</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Full fine-tuning</source>
        <translation>全参数微调</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LoRA fine-tuning</source>
        <translation>LoRA 微调</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>QLoRA fine-tuning</source>
        <translation>QLoRA 微调</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1, %2 per %3</source>
        <translation>%1，%2 / %3</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Computed from the inputs and the stored prices</source>
        <translation>由输入和已存储价格计算得出</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Scenario</source>
        <translation>方案</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Workload</source>
        <translation>任务类型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tokens / load</source>
        <translation>token 数 / 负载</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Region</source>
        <translation>地区</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rent price</source>
        <translation>租用价格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deadline</source>
        <translation>截止时间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU-hours</source>
        <translation>GPU 卡时</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rent cost</source>
        <translation>租用成本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy: 3-year TCO</source>
        <translation>购买：三年总成本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MFU / tokens/s</source>
        <translation>MFU / token/秒</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory per GPU</source>
        <translation>每卡显存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plan</source>
        <translation>并行方案</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::SetExchangeRateCommand</name>
    <message>
        <location filename="../../ui/prices/exchange_rate_model.cpp" line="-37"/>
        <source>set the %1 exchange rate</source>
        <translation>设置 %1 汇率</translation>
    </message>
</context>
</TS>
