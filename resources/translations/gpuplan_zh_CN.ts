<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name></name>
    <message>
        <location filename="../../ui/gpu_catalog_delegate.cpp" line="27"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_delegate.cpp" line="27"/>
        <source>no</source>
        <translation>否</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../../app/main.cpp" line="50"/>
        <location filename="../../app/main.cpp" line="58"/>
        <source>GpuPlan</source>
        <translation>GpuPlan</translation>
    </message>
    <message>
        <location filename="../../app/main.cpp" line="51"/>
        <source>Cannot open the store:
%1</source>
        <translation>无法打开数据库：
%1</translation>
    </message>
    <message>
        <location filename="../../app/main.cpp" line="59"/>
        <source>The catalog in the store is not usable:
%1</source>
        <translation>数据库中的目录无法使用：
%1</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui</name>
    <message>
        <location filename="../../ui/display_format.cpp" line="48"/>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <location filename="../../ui/display_format.cpp" line="50"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location filename="../../ui/display_format.cpp" line="52"/>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <location filename="../../ui/display_format.cpp" line="54"/>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <location filename="../../ui/display_format.cpp" line="55"/>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <location filename="../../ui/display_format.cpp" line="59"/>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="47"/>
        <source>Wall time</source>
        <translation>墙钟时间</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="48"/>
        <location filename="../../ui/scenario_details.cpp" line="121"/>
        <source>&amp;nbsp;&amp;nbsp;range</source>
        <translation>&amp;nbsp;&amp;nbsp;区间</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="49"/>
        <location filename="../../ui/scenario_details.cpp" line="122"/>
        <source>%1 to %2</source>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="50"/>
        <source>GPU-hours</source>
        <translation>GPU 卡时</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="51"/>
        <source>Tokens per second</source>
        <translation>每秒 token 数</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="52"/>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="53"/>
        <source>&lt;b&gt;One step&lt;/b&gt;</source>
        <translation>&lt;b&gt;单步&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="55"/>
        <source>matrix compute</source>
        <translation>矩阵计算</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="56"/>
        <source>memory-bound work</source>
        <translation>受显存带宽限制的计算</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="57"/>
        <source>tensor-parallel communication</source>
        <translation>张量并行通信</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="58"/>
        <source>pipeline communication</source>
        <translation>流水线并行通信</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="59"/>
        <source>data-parallel communication</source>
        <translation>数据并行通信</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="60"/>
        <source>pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="61"/>
        <source>fixed overhead</source>
        <translation>固定开销</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="66"/>
        <location filename="../../ui/scenario_details.cpp" line="81"/>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="72"/>
        <source>Time to first token</source>
        <translation>首 token 时间</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="73"/>
        <source>Time per output token</source>
        <translation>每输出 token 时间</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="74"/>
        <source>One request</source>
        <translation>单个请求</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="75"/>
        <source>Output tokens per second</source>
        <translation>每秒输出 token 数</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="76"/>
        <source>Batch per replica</source>
        <translation>每副本批大小</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="76"/>
        <source>%1 (at most %2; limited by %3)</source>
        <translation>%1（最多 %2；受限于 %3）</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="80"/>
        <source>Decode</source>
        <translation>解码</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="80"/>
        <source>memory-bound</source>
        <translation>受显存带宽限制</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="80"/>
        <source>compute-bound</source>
        <translation>受算力限制</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="89"/>
        <location filename="../../ui/scenario_details.cpp" line="96"/>
        <source>weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="90"/>
        <source>gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="91"/>
        <source>optimizer state</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="92"/>
        <source>activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="93"/>
        <location filename="../../ui/scenario_details.cpp" line="98"/>
        <source>framework overhead</source>
        <translation>框架开销</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="97"/>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="100"/>
        <source>&lt;b&gt;total&lt;/b&gt;</source>
        <translation>&lt;b&gt;合计&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="100"/>
        <source>of %1</source>
        <translation>共 %1</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="101"/>
        <source>Memory per GPU</source>
        <translation>每卡显存</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="105"/>
        <source>%1 per %2 (%3, %4, %5; source: %6)</source>
        <translation>%1 / %2（%3，%4，%5；来源：%6）</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="114"/>
        <source>Rent</source>
        <translation>租用</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="118"/>
        <source>Price: %1</source>
        <translation>价格：%1</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="120"/>
        <source>Rent of the job</source>
        <translation>任务租金</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="120"/>
        <source>Rent per month</source>
        <translation>每月租金</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="123"/>
        <source>Per GPU-hour</source>
        <translation>每卡时</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="124"/>
        <source>Per million tokens trained</source>
        <translation>每百万训练 token</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="124"/>
        <source>Per million output tokens</source>
        <translation>每百万输出 token</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="127"/>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="128"/>
        <source>exceeded</source>
        <translation>超出</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="128"/>
        <source>within</source>
        <translation>未超出</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="130"/>
        <source>What moves the rent most</source>
        <translation>对租金影响最大的因素</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="136"/>
        <source>Buy (three years)</source>
        <translation>购买（三年）</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="141"/>
        <source>Purchase: %1</source>
        <translation>购买价：%1</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="143"/>
        <source>Servers</source>
        <translation>服务器台数</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="144"/>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="145"/>
        <source>Energy</source>
        <translation>电费</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="145"/>
        <source>%1 kWh</source>
        <translation>%1 千瓦时</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="146"/>
        <source>Residual value</source>
        <translation>残值</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="147"/>
        <source>&lt;b&gt;Total&lt;/b&gt;</source>
        <translation>&lt;b&gt;合计&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="148"/>
        <source>Per GPU-hour used</source>
        <translation>每使用卡时</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="150"/>
        <source>This job&apos;s share</source>
        <translation>本任务分摊</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="152"/>
        <source>Break-even against renting</source>
        <translation>与租用的盈亏平衡点</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="153"/>
        <source>after %1 months</source>
        <translation>%1 个月后</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="154"/>
        <source>never: renting costs less than running owned cards</source>
        <translation>不会：租用比自有卡的运行成本更低</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="164"/>
        <source>%1 of %2 on %3 x %4 in %5, %6</source>
        <translation>%1：%2，%3 × %4，%5，%6</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="171"/>
        <source>No estimate:</source>
        <translation>无法估算：</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_details.cpp" line="172"/>
        <source>Plan:</source>
        <translation>并行方案：</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::AddPriceCommand</name>
    <message>
        <location filename="../../ui/price_commands.cpp" line="10"/>
        <source>add %1 price in %2</source>
        <translation>添加 %2 的 %1 价格</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::AddPriceDialog</name>
    <message>
        <location filename="../../ui/add_price_dialog.cpp" line="28"/>
        <source>Add a price</source>
        <translation>添加价格</translation>
    </message>
    <message>
        <location filename="../../ui/add_price_dialog.cpp" line="59"/>
        <source>where the figure comes from (quote, price page, contract)</source>
        <translation>数字的来源（报价、价格页面、合同）</translation>
    </message>
    <message>
        <location filename="../../ui/add_price_dialog.cpp" line="65"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../ui/add_price_dialog.cpp" line="66"/>
        <source>Provider</source>
        <translation>供应商</translation>
    </message>
    <message>
        <location filename="../../ui/add_price_dialog.cpp" line="67"/>
        <source>Region</source>
        <translation>地区</translation>
    </message>
    <message>
        <location filename="../../ui/add_price_dialog.cpp" line="68"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../../ui/add_price_dialog.cpp" line="69"/>
        <source>Per</source>
        <translation>计价单位</translation>
    </message>
    <message>
        <location filename="../../ui/add_price_dialog.cpp" line="70"/>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <location filename="../../ui/add_price_dialog.cpp" line="71"/>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location filename="../../ui/add_price_dialog.cpp" line="72"/>
        <source>Low</source>
        <translation>最低</translation>
    </message>
    <message>
        <location filename="../../ui/add_price_dialog.cpp" line="73"/>
        <source>High</source>
        <translation>最高</translation>
    </message>
    <message>
        <location filename="../../ui/add_price_dialog.cpp" line="74"/>
        <source>Effective date</source>
        <translation>生效日期</translation>
    </message>
    <message>
        <location filename="../../ui/add_price_dialog.cpp" line="75"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../../ui/add_price_dialog.cpp" line="76"/>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../../ui/add_price_dialog.cpp" line="99"/>
        <source>Enter the price.</source>
        <translation>请输入价格。</translation>
    </message>
    <message>
        <location filename="../../ui/add_price_dialog.cpp" line="102"/>
        <source>Price: %1</source>
        <translation>价格：%1</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::DeletePriceCommand</name>
    <message>
        <location filename="../../ui/price_commands.cpp" line="36"/>
        <source>delete %1 price in %2</source>
        <translation>删除 %2 的 %1 价格</translation>
    </message>
    <message>
        <location filename="../../ui/price_commands.cpp" line="50"/>
        <source>no history to restore from</source>
        <translation>没有可恢复的历史记录</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::EditPriceCommand</name>
    <message>
        <location filename="../../ui/edit_price_command.cpp" line="12"/>
        <source>edit %1 price in %2</source>
        <translation>修改 %2 的 %1 价格</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::GpuCatalogModel</name>
    <message>
        <location filename="../../ui/gpu_catalog_model.cpp" line="150"/>
        <location filename="../../ui/gpu_catalog_model.cpp" line="274"/>
        <location filename="../../ui/gpu_catalog_model.cpp" line="277"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_model.cpp" line="150"/>
        <location filename="../../ui/gpu_catalog_model.cpp" line="274"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_model.cpp" line="165"/>
        <location filename="../../ui/gpu_catalog_model.cpp" line="221"/>
        <source>n/a</source>
        <translation>不支持</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_model.cpp" line="169"/>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_model.cpp" line="171"/>
        <source>%1 TB/s</source>
        <translation>%1 TB/s</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_model.cpp" line="174"/>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_model.cpp" line="176"/>
        <source>%1 W</source>
        <translation>%1 瓦</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_model.cpp" line="178"/>
        <location filename="../../ui/gpu_catalog_model.cpp" line="233"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_model.cpp" line="227"/>
        <source>&apos;%1&apos; is not a number for %2</source>
        <translation>“%1”不是 %2 的有效数字</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_model.cpp" line="238"/>
        <source>&apos;%1&apos; is not a whole number for %2</source>
        <translation>“%1”不是 %2 的有效整数</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_model.cpp" line="276"/>
        <source>verified is yes or no</source>
        <translation>“已核实”只能是“是”或“否”</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_model.cpp" line="288"/>
        <source>unknown GPU link &apos;%1&apos;</source>
        <translation>未知的卡间互联“%1”</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_model.cpp" line="292"/>
        <source>this column cannot be edited</source>
        <translation>此列不可编辑</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_model.cpp" line="315"/>
        <source>Source: %1
Verification: %2</source>
        <translation>来源：%1
核实情况：%2</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_header.cpp" line="14"/>
        <source>ID</source>
        <translation>编号</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_header.cpp" line="16"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_header.cpp" line="18"/>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_header.cpp" line="20"/>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_header.cpp" line="22"/>
        <source>Die</source>
        <translation>芯片</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_header.cpp" line="24"/>
        <source>Form factor</source>
        <translation>形态</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_header.cpp" line="26"/>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_header.cpp" line="28"/>
        <source>Memory type</source>
        <translation>显存类型</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_header.cpp" line="30"/>
        <source>Bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_header.cpp" line="32"/>
        <source>FP32 TFLOPS</source>
        <translation>FP32 算力 (TFLOPS)</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_header.cpp" line="36"/>
        <source>BF16 TFLOPS</source>
        <translation>BF16 算力 (TFLOPS)</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_header.cpp" line="38"/>
        <source>FP16 TFLOPS</source>
        <translation>FP16 算力 (TFLOPS)</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_header.cpp" line="40"/>
        <source>FP8 TFLOPS</source>
        <translation>FP8 算力 (TFLOPS)</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_header.cpp" line="56"/>
        <source>GPUs per node</source>
        <translation>每节点卡数</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_header.cpp" line="58"/>
        <source>Network</source>
        <translation>节点间网络</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_header.cpp" line="60"/>
        <source>Verified</source>
        <translation>已核实</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_header.cpp" line="62"/>
        <source>Verification</source>
        <translation>核实情况</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_header.cpp" line="64"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_header.cpp" line="34"/>
        <source>TF32 TFLOPS</source>
        <translation>TF32 算力 (TFLOPS)</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_header.cpp" line="10"/>
        <source>The id prices and scenarios refer to; fixed once a GPU exists</source>
        <translation>价格和方案引用的编号；GPU 创建后不可更改</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_header.cpp" line="11"/>
        <source>Double-click to edit; numbers are in the unit of the title</source>
        <translation>双击编辑；数字以列标题中的单位为准</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_header.cpp" line="42"/>
        <source>INT8 TOPS</source>
        <translation>INT8 算力 (TOPS)</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_header.cpp" line="46"/>
        <source>GPU link</source>
        <translation>卡间互联</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_header.cpp" line="48"/>
        <source>Link bandwidth</source>
        <translation>互联带宽</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_header.cpp" line="44"/>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_header.cpp" line="50"/>
        <source>Link domain (GPUs)</source>
        <translation>互联域（卡数）</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_header.cpp" line="52"/>
        <source>PCIe bandwidth</source>
        <translation>PCIe 带宽</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_header.cpp" line="54"/>
        <source>MIG</source>
        <translation>MIG 实例</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::MainWindow</name>
    <message>
        <location filename="../../ui/main_window.cpp" line="49"/>
        <source>GpuPlan: GPU planning workbench</source>
        <translation>GpuPlan：GPU 算力规划工作台</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="66"/>
        <source>Filter GPUs (name, vendor, memory type, ...)</source>
        <translation>筛选 GPU（名称、厂商、显存类型……）</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="67"/>
        <source>GPU catalog</source>
        <translation>GPU 目录</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="71"/>
        <source>Filter prices (GPU, provider, region, ...)</source>
        <translation>筛选价格（GPU、供应商、地区……）</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="88"/>
        <source>as stored</source>
        <translation>按存储币种</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="101"/>
        <source>Region:</source>
        <translation>地区：</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="103"/>
        <source>Edit region...</source>
        <translation>编辑地区...</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="106"/>
        <source>Electricity price and PUE of the chosen region: the cost of owning uses them</source>
        <translation>所选地区的电价和 PUE：自建成本使用这些数值</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="110"/>
        <source>Provider:</source>
        <translation>供应商：</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="113"/>
        <source>Show prices in:</source>
        <translation>价格显示币种：</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="117"/>
        <location filename="../../ui/main_window_prices.cpp" line="27"/>
        <source>Prices</source>
        <translation>价格</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="176"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="177"/>
        <source>&amp;Open scenarios...</source>
        <translation>打开方案(&amp;O)...</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="181"/>
        <source>&amp;Save scenarios</source>
        <translation>保存方案(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="189"/>
        <source>Save scenarios &amp;as...</source>
        <translation>方案另存为(&amp;A)...</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="192"/>
        <source>Recent scenario &amp;files</source>
        <translation>最近的方案文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="196"/>
        <source>&amp;Import prices...</source>
        <translation>导入价格(&amp;I)...</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="199"/>
        <source>&amp;Reload prices</source>
        <translation>重新载入价格(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="203"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="207"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="208"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="212"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_scenarios.cpp" line="48"/>
        <location filename="../../ui/main_window_scenarios.cpp" line="87"/>
        <source>&amp;New scenario</source>
        <translation>新建方案(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_scenarios.cpp" line="65"/>
        <location filename="../../ui/main_window_scenarios.cpp" line="88"/>
        <source>D&amp;uplicate scenario</source>
        <translation>复制方案(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_scenarios.cpp" line="71"/>
        <location filename="../../ui/main_window_scenarios.cpp" line="89"/>
        <source>&amp;Delete scenario</source>
        <translation>删除方案(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_scenarios.cpp" line="80"/>
        <location filename="../../ui/main_window_scenarios.cpp" line="121"/>
        <source>Scenarios</source>
        <translation>方案</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_scenarios.cpp" line="87"/>
        <source>&amp;Add price...</source>
        <translation>添加价格(&amp;A)...</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_scenarios.cpp" line="87"/>
        <source>&amp;New GPU...</source>
        <translation>新建 GPU(&amp;N)...</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_scenarios.cpp" line="88"/>
        <source>D&amp;uplicate GPU</source>
        <translation>复制 GPU(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_scenarios.cpp" line="90"/>
        <source>&amp;Delete GPU</source>
        <translation>删除 GPU(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_scenarios.cpp" line="91"/>
        <source>&amp;Delete price</source>
        <translation>删除价格(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_scenarios.cpp" line="122"/>
        <source>The stored scenarios cannot be read (%1). They are left as they are, and this session does not save scenarios to the store: save them to a file.</source>
        <translation>无法读取已存储的方案（%1）。它们保持原样，本次会话不会把方案保存到数据库：请保存到文件。</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_scenarios.cpp" line="141"/>
        <source>the scenarios could not be saved to the store: %1</source>
        <translation>方案未能保存到数据库：%1</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_scenarios.cpp" line="157"/>
        <source>select the scenario to duplicate first</source>
        <translation>请先选择要复制的方案</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_scenarios.cpp" line="168"/>
        <source>select the scenarios to delete first</source>
        <translation>请先选择要删除的方案</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/main_window_scenarios.cpp" line="171"/>
        <source>delete %n scenario(s)</source>
        <translation>
            <numerusform>删除 %n 个方案</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/main_window_scenarios.cpp" line="182"/>
        <location filename="../../ui/main_window_scenarios.cpp" line="214"/>
        <source>Open scenarios</source>
        <translation>打开方案</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_scenarios.cpp" line="186"/>
        <source>open %1</source>
        <translation>打开 %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/main_window_scenarios.cpp" line="191"/>
        <source>Opened %1: %n scenario(s)</source>
        <translation>
            <numerusform>已打开 %1：%n 个方案</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/main_window_scenarios.cpp" line="201"/>
        <location filename="../../ui/main_window_scenarios.cpp" line="222"/>
        <source>Save scenarios</source>
        <translation>保存方案</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/main_window_scenarios.cpp" line="207"/>
        <source>Saved %n scenario(s) to %1</source>
        <translation>
            <numerusform>已将 %n 个方案保存到 %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/main_window_scenarios.cpp" line="215"/>
        <source>GpuPlan scenarios (*.json);;All files (*)</source>
        <translation>GpuPlan 方案 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_scenarios.cpp" line="222"/>
        <source>scenarios.json</source>
        <translation>方案.json</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_scenarios.cpp" line="223"/>
        <source>GpuPlan scenarios (*.json)</source>
        <translation>GpuPlan 方案 (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="225"/>
        <source>Price &amp;history...</source>
        <translation>价格历史(&amp;H)...</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="229"/>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="236"/>
        <source>&amp;View</source>
        <translation>查看(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="237"/>
        <source>&amp;Filter</source>
        <translation>筛选(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="245"/>
        <source>Undo history</source>
        <translation>撤销历史</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="249"/>
        <source>&lt;opened&gt;</source>
        <translation>&lt;打开时&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="260"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="271"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="272"/>
        <source>The new language is used the next time GpuPlan starts.</source>
        <translation>新的语言将在下次启动 GpuPlan 时生效。</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="276"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="277"/>
        <source>&amp;About GpuPlan</source>
        <translation>关于 GpuPlan(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="279"/>
        <source>About GpuPlan</source>
        <translation>关于 GpuPlan</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="280"/>
        <source>GpuPlan plans GPU compute for large language models: training, fine-tuning and serving time, memory and cost, to rent or to buy.</source>
        <translation>GpuPlan 为大模型规划 GPU 算力：训练、微调与推理的时间、显存和成本，租用或购买。</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_prices.cpp" line="28"/>
        <source>Cannot read the prices: %1</source>
        <translation>无法读取价格：%1</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_prices.cpp" line="33"/>
        <source>All regions</source>
        <translation>全部地区</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_prices.cpp" line="46"/>
        <source>All providers</source>
        <translation>全部供应商</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_prices.cpp" line="74"/>
        <source>select the prices to delete first</source>
        <translation>请先选择要删除的价格</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/main_window_prices.cpp" line="80"/>
        <source>delete %n price(s)</source>
        <translation>
            <numerusform>删除 %n 条价格</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/main_window_prices.cpp" line="93"/>
        <source>the clipboard holds no rows</source>
        <translation>剪贴板中没有数据行</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_prices.cpp" line="115"/>
        <location filename="../../ui/main_window_prices.cpp" line="120"/>
        <source>row %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/main_window_prices.cpp" line="127"/>
        <source>%n pasted row(s) match prices already stored: edit those in place</source>
        <translation>
            <numerusform>%n 行粘贴的数据与已有价格相同：请直接在表格中修改</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/main_window_prices.cpp" line="131"/>
        <source>paste %n price(s)</source>
        <translation>
            <numerusform>粘贴 %n 条价格</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/main_window_prices.cpp" line="152"/>
        <source>select one price to see its history</source>
        <translation>请选择一条价格以查看其历史</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_prices.cpp" line="189"/>
        <source>unknown region %1</source>
        <translation>未知地区 %1</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_prices.cpp" line="197"/>
        <source>choose a region first</source>
        <translation>请先选择地区</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="293"/>
        <source>Not changed: %1</source>
        <translation>未修改：%1</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="298"/>
        <source>%1 of %2 GPUs, %3 of %4 prices; store: %5</source>
        <translation>GPU %1/%2 款，价格 %3/%4 条；数据库：%5</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_catalog.cpp" line="34"/>
        <location filename="../../ui/main_window_catalog.cpp" line="44"/>
        <source>the catalog is read-only here (no store)</source>
        <translation>此处目录为只读（没有数据库）</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_catalog.cpp" line="73"/>
        <location filename="../../ui/main_window_scenarios.cpp" line="161"/>
        <source>%1 (copy)</source>
        <translation>%1（副本）</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_catalog.cpp" line="75"/>
        <source>copied from %1 on %2: check every figure</source>
        <translation>于 %2 复制自 %1：请核对每一项数值</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_catalog.cpp" line="83"/>
        <source>a GPU with the id %1 exists</source>
        <translation>编号为 %1 的 GPU 已存在</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_catalog.cpp" line="97"/>
        <source>select the GPU to copy first</source>
        <translation>请先选择要复制的 GPU</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_catalog.cpp" line="110"/>
        <source>New GPU</source>
        <translation>新建 GPU</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_catalog.cpp" line="111"/>
        <source>The new GPU starts as a copy of %1; edit its figures in the table.
ID (lower-case letters, digits, &apos;-&apos;):</source>
        <translation>新 GPU 以 %1 的副本开始；请在表格中修改其数值。
编号（小写字母、数字、“-”）：</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_catalog.cpp" line="123"/>
        <source>select the GPUs to delete first</source>
        <translation>请先选择要删除的 GPU</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/main_window_catalog.cpp" line="129"/>
        <source>delete %n GPU(s)</source>
        <translation>
            <numerusform>删除 %n 款 GPU</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/main_window_import.cpp" line="34"/>
        <location filename="../../ui/main_window_import.cpp" line="54"/>
        <location filename="../../ui/main_window_import.cpp" line="78"/>
        <location filename="../../ui/main_window_import.cpp" line="97"/>
        <source>Import prices</source>
        <translation>导入价格</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_import.cpp" line="35"/>
        <source>Price lists (*.csv);;All files (*)</source>
        <translation>价格表 (*.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_import.cpp" line="42"/>
        <source>an import is already running</source>
        <translation>已有导入正在进行</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_import.cpp" line="52"/>
        <source>Reading %1...</source>
        <translation>正在读取 %1...</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_import.cpp" line="52"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_import.cpp" line="65"/>
        <source>Import cancelled: nothing was changed</source>
        <translation>已取消导入：未做任何修改</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/main_window_import.cpp" line="79"/>
        <source>%n row(s) of %1 cannot be imported (the first: %2).
Import the %3 valid rows and skip them?</source>
        <translation>
            <numerusform>%1 中有 %n 行无法导入（第一条原因：%2）。
是否导入 %3 条有效行并跳过这些行？</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/main_window_import.cpp" line="89"/>
        <source>
line %1%2: %3</source>
        <translation>
第 %1 行%2：%3</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_import.cpp" line="92"/>
        <source>, column %1</source>
        <translation>，列 %1</translation>
    </message>
    <message>
        <location filename="../../ui/main_window_import.cpp" line="95"/>
        <source>%1 was not imported: %2</source>
        <translation>%1 未导入：%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/main_window_import.cpp" line="116"/>
        <source>Imported %n price(s) from %1</source>
        <translation>
            <numerusform>已从 %1 导入 %n 条价格</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/main_window_import.cpp" line="118"/>
        <source>; %n row(s) skipped</source>
        <translation>
            <numerusform>；跳过 %n 行</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::PriceHistoryDialog</name>
    <message>
        <location filename="../../ui/price_history_dialog.cpp" line="29"/>
        <source>Price history</source>
        <translation>价格历史</translation>
    </message>
    <message>
        <location filename="../../ui/price_history_dialog.cpp" line="34"/>
        <source>When (UTC)</source>
        <translation>时间 (UTC)</translation>
    </message>
    <message>
        <location filename="../../ui/price_history_dialog.cpp" line="34"/>
        <source>Change</source>
        <translation>变更</translation>
    </message>
    <message>
        <location filename="../../ui/price_history_dialog.cpp" line="34"/>
        <source>Before</source>
        <translation>变更前</translation>
    </message>
    <message>
        <location filename="../../ui/price_history_dialog.cpp" line="34"/>
        <source>After</source>
        <translation>变更后</translation>
    </message>
    <message>
        <location filename="../../ui/price_history_dialog.cpp" line="34"/>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../../ui/price_history_dialog.cpp" line="49"/>
        <source>Revert to before this change</source>
        <translation>恢复到此变更之前</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::PriceTableModel</name>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="50"/>
        <source>on demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="52"/>
        <source>spot</source>
        <translation>竞价</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="54"/>
        <source>reserved 1 year</source>
        <translation>预留 1 年</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="56"/>
        <source>reserved 3 years</source>
        <translation>预留 3 年</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="58"/>
        <source>monthly rent</source>
        <translation>包月租用</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="60"/>
        <source>purchase</source>
        <translation>购买</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="81"/>
        <source>GPU-hour</source>
        <translation>每卡每小时</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="83"/>
        <source>machine-hour</source>
        <translation>每台整机每小时</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="85"/>
        <source>GPU-month</source>
        <translation>每卡每月</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="87"/>
        <source>machine-month</source>
        <translation>每台整机每月</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="89"/>
        <source>one-off</source>
        <translation>一次性</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="132"/>
        <source>Price: the range is in %1: clear it before changing the currency</source>
        <translation>价格：区间以 %1 计价，更换币种前请先清空区间</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="139"/>
        <location filename="../../ui/price_table_model.cpp" line="147"/>
        <source>Price: %1</source>
        <translation>价格：%1</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="165"/>
        <source>Range: %1</source>
        <translation>区间：%1</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="190"/>
        <source>Kind: unknown kind &apos;%1&apos;</source>
        <translation>类型：未知类型“%1”</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="201"/>
        <source>Per: unknown unit &apos;%1&apos;</source>
        <translation>计价单位：未知单位“%1”</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="243"/>
        <source>Stored as %1</source>
        <translation>存储值为 %1</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="246"/>
        <source>No exchange rate from %1 to %2: shown as stored</source>
        <translation>没有从 %1 到 %2 的汇率：按存储值显示</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="312"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="314"/>
        <source>Provider</source>
        <translation>供应商</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="316"/>
        <source>Region</source>
        <translation>地区</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="318"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="320"/>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="322"/>
        <source>Per</source>
        <translation>计价单位</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="324"/>
        <source>Range</source>
        <translation>区间</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="326"/>
        <source>Effective date</source>
        <translation>生效日期</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="328"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="330"/>
        <source>Note</source>
        <translation>备注</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::RegionDialog</name>
    <message>
        <location filename="../../ui/region_dialog.cpp" line="20"/>
        <source>Region %1</source>
        <translation>地区 %1</translation>
    </message>
    <message>
        <location filename="../../ui/region_dialog.cpp" line="26"/>
        <source>not sourced yet</source>
        <translation>尚无来源</translation>
    </message>
    <message>
        <location filename="../../ui/region_dialog.cpp" line="29"/>
        <source>where the electricity price and PUE come from</source>
        <translation>电价和 PUE 的来源</translation>
    </message>
    <message>
        <location filename="../../ui/region_dialog.cpp" line="34"/>
        <source>Name (English):</source>
        <translation>名称（英文）：</translation>
    </message>
    <message>
        <location filename="../../ui/region_dialog.cpp" line="35"/>
        <source>Name (Chinese):</source>
        <translation>名称（中文）：</translation>
    </message>
    <message>
        <location filename="../../ui/region_dialog.cpp" line="36"/>
        <source>Electricity per kWh (%1):</source>
        <translation>电价（%1/千瓦时）：</translation>
    </message>
    <message>
        <location filename="../../ui/region_dialog.cpp" line="37"/>
        <source>PUE (facility power / IT power):</source>
        <translation>PUE（设施总功率 / IT 功率）：</translation>
    </message>
    <message>
        <location filename="../../ui/region_dialog.cpp" line="38"/>
        <source>Source:</source>
        <translation>来源：</translation>
    </message>
    <message>
        <location filename="../../ui/region_dialog.cpp" line="55"/>
        <source>the region needs an English name</source>
        <translation>地区需要英文名称</translation>
    </message>
    <message>
        <location filename="../../ui/region_dialog.cpp" line="63"/>
        <source>the electricity price is an amount per kWh, such as 0.65</source>
        <translation>电价为每千瓦时的金额，例如 0.65</translation>
    </message>
    <message>
        <location filename="../../ui/region_dialog.cpp" line="69"/>
        <source>the PUE is between 1.0 and 3.0</source>
        <translation>PUE 应在 1.0 到 3.0 之间</translation>
    </message>
    <message>
        <location filename="../../ui/region_dialog.cpp" line="71"/>
        <source>say where the electricity price comes from</source>
        <translation>请注明电价来源</translation>
    </message>
    <message>
        <location filename="../../ui/region_dialog.cpp" line="84"/>
        <source>edit region %1</source>
        <translation>编辑地区 %1</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::RevertPriceCommand</name>
    <message>
        <location filename="../../ui/price_commands.cpp" line="63"/>
        <source>revert price change %1</source>
        <translation>恢复价格变更 %1</translation>
    </message>
    <message>
        <location filename="../../ui/price_commands.cpp" line="77"/>
        <source>no history to restore from</source>
        <translation>没有可恢复的历史记录</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::ScenarioDetails</name>
</context>
<context>
    <name>gpuplan::ui::ScenarioPage</name>
    <message>
        <location filename="../../ui/scenario_page.cpp" line="32"/>
        <source>Double-click a cell to edit it; results follow as you type. Italic: chosen automatically. Red: an input to fix (its tooltip says why).</source>
        <translation>双击单元格即可编辑；输入时结果随之更新。斜体：自动选择。红色：需要修正的输入（提示中说明原因）。</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_page.cpp" line="58"/>
        <source>Select a scenario to see its breakdown: time, memory, rent and ownership, with ranges.</source>
        <translation>选择一个方案以查看其明细：时间、显存、租用与自建成本及其区间。</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::ScenarioTableModel</name>
    <message>
        <location filename="../../ui/scenario_cells.cpp" line="65"/>
        <location filename="../../ui/scenario_cells.cpp" line="201"/>
        <source>cheapest in the region (auto)</source>
        <translation>该地区最便宜的价格（自动）</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_cells.cpp" line="117"/>
        <source>unknown %1 &apos;%2&apos;</source>
        <translation>未知的%1“%2”</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_cells.cpp" line="122"/>
        <source>a scenario needs a name</source>
        <translation>方案需要名称</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_cells.cpp" line="124"/>
        <source>another scenario is called &apos;%1&apos;</source>
        <translation>已有方案名为“%1”</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_cells.cpp" line="128"/>
        <source>workload</source>
        <translation>任务类型</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_cells.cpp" line="140"/>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_cells.cpp" line="149"/>
        <source>&apos;%1&apos; is neither a model preset nor a size such as 70B</source>
        <translation>“%1”既不是模型预设，也不是 70B 这样的规模</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_cells.cpp" line="158"/>
        <source>the load is output tokens per second, for example 2000</source>
        <translation>负载为每秒输出 token 数，例如 2000</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_cells.cpp" line="159"/>
        <source>tokens to train on, for example 1B or 500M</source>
        <translation>训练 token 数，例如 1B 或 500M</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_cells.cpp" line="165"/>
        <location filename="../../ui/scenario_table_model.cpp" line="309"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_cells.cpp" line="174"/>
        <location filename="../../ui/scenario_cells.cpp" line="270"/>
        <source>auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_cells.cpp" line="180"/>
        <source>the GPU count is a whole number from 1 to 65,536, or auto</source>
        <translation>GPU 数量为 1 到 65,536 的整数，或“自动”</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_cells.cpp" line="188"/>
        <source>unknown precision &apos;%1&apos; (BF16, FP16, FP8, INT8, INT4)</source>
        <translation>未知精度“%1”（BF16、FP16、FP8、INT8、INT4）</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_cells.cpp" line="193"/>
        <source>region</source>
        <translation>地区</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_cells.cpp" line="208"/>
        <source>choose a stored price from the list, or auto</source>
        <translation>请从列表中选择已存储的价格，或选“自动”</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_cells.cpp" line="221"/>
        <source>a deadline is hours (72) or a duration (3d, 12h)</source>
        <translation>截止时间为小时数（72）或时长（3d、12h）</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_cells.cpp" line="224"/>
        <source>the deadline must be after now</source>
        <translation>截止时间必须晚于现在</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_cells.cpp" line="235"/>
        <source>a budget is a positive amount in the rent price&apos;s currency</source>
        <translation>预算为以租金币种计的正数金额</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_cells.cpp" line="240"/>
        <source>results cannot be edited</source>
        <translation>结果列不可编辑</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_cells.cpp" line="259"/>
        <source>%1 (shape derived)</source>
        <translation>%1（结构按比例推导）</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_cells.cpp" line="261"/>
        <location filename="../../ui/scenario_cells.cpp" line="306"/>
        <source>%1 tokens/s</source>
        <translation>%1 token/秒</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_cells.cpp" line="262"/>
        <source>%1 tokens</source>
        <translation>%1 token</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_cells.cpp" line="270"/>
        <source>auto: %1</source>
        <translation>自动：%1</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_cells.cpp" line="277"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_cells.cpp" line="280"/>
        <source>auto: none</source>
        <translation>自动：无</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_cells.cpp" line="280"/>
        <source>price %1 (gone)</source>
        <translation>价格 %1（已删除）</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_cells.cpp" line="292"/>
        <source>%1 a request</source>
        <translation>每请求 %1</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_cells.cpp" line="294"/>
        <location filename="../../ui/scenario_cells.cpp" line="299"/>
        <source>%1 a month</source>
        <translation>每月 %1</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_cells.cpp" line="305"/>
        <source>MFU %1%</source>
        <translation>MFU %1%</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_cells.cpp" line="308"/>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_cells.cpp" line="353"/>
        <source>The region&apos;s cheapest on-demand, reserved or monthly price for this GPU (spot prices only when chosen)</source>
        <translation>该地区此 GPU 最便宜的按需、预留或包月价格（竞价价格仅在手动选择时使用）</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_cells.cpp" line="355"/>
        <source>Stored price %1, chosen for this scenario</source>
        <translation>为此方案选定的已存储价格 %1</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_cells.cpp" line="358"/>
        <source>A number, or auto: the fewest GPUs that fit the model, meet the deadline or carry the load</source>
        <translation>填数字或“自动”：能装下模型、满足截止时间或承载负载的最少 GPU 数</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_cells.cpp" line="363"/>
        <source>%1 to %2 with the efficiency 15% lower or higher</source>
        <translation>效率上下浮动 15% 时为 %1 至 %2</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_cells.cpp" line="370"/>
        <source>%1 to %2 (price range and efficiency)</source>
        <translation>%1 至 %2（价格区间与效率）</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_cells.cpp" line="375"/>
        <source>Over the budget of %1</source>
        <translation>超出预算 %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/scenario_cells.cpp" line="384"/>
        <source>Owning %n server(s) for three years at 70% utilization: hardware, energy and residual value</source>
        <translation>
            <numerusform>自有 %n 台服务器三年、利用率 70%：硬件、电费与残值</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/scenario_commands.cpp" line="17"/>
        <source>edit scenario %1</source>
        <translation>修改方案 %1</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_commands.cpp" line="31"/>
        <source>delete scenario %1</source>
        <translation>删除方案 %1</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_commands.cpp" line="32"/>
        <source>add scenario %1</source>
        <translation>添加方案 %1</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_table_model.cpp" line="169"/>
        <source>Scenario %1</source>
        <translation>方案 %1</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_table_model.cpp" line="185"/>
        <source>Pre-training</source>
        <translation>预训练</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_table_model.cpp" line="187"/>
        <source>Full fine-tuning</source>
        <translation>全参数微调</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_table_model.cpp" line="189"/>
        <source>LoRA fine-tuning</source>
        <translation>LoRA 微调</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_table_model.cpp" line="191"/>
        <source>QLoRA fine-tuning</source>
        <translation>QLoRA 微调</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_table_model.cpp" line="193"/>
        <source>Inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_table_model.cpp" line="207"/>
        <source>%1, %2 per %3</source>
        <translation>%1，%2 / %3</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_table_model.cpp" line="296"/>
        <source>Computed from the inputs and the stored prices</source>
        <translation>由输入和已存储价格计算得出</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_table_model.cpp" line="301"/>
        <source>Scenario</source>
        <translation>方案</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_table_model.cpp" line="303"/>
        <source>Workload</source>
        <translation>任务类型</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_table_model.cpp" line="305"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_table_model.cpp" line="307"/>
        <source>Tokens / load</source>
        <translation>token 数 / 负载</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_table_model.cpp" line="311"/>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_table_model.cpp" line="313"/>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_table_model.cpp" line="315"/>
        <source>Region</source>
        <translation>地区</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_table_model.cpp" line="317"/>
        <source>Rent price</source>
        <translation>租用价格</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_table_model.cpp" line="319"/>
        <source>Deadline</source>
        <translation>截止时间</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_table_model.cpp" line="321"/>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_table_model.cpp" line="323"/>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_table_model.cpp" line="325"/>
        <source>GPU-hours</source>
        <translation>GPU 卡时</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_table_model.cpp" line="327"/>
        <source>Rent cost</source>
        <translation>租用成本</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_table_model.cpp" line="329"/>
        <source>Buy: 3-year TCO</source>
        <translation>购买：三年总成本</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_table_model.cpp" line="331"/>
        <source>MFU / tokens/s</source>
        <translation>MFU / token/秒</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_table_model.cpp" line="333"/>
        <source>Memory per GPU</source>
        <translation>每卡显存</translation>
    </message>
    <message>
        <location filename="../../ui/scenario_table_model.cpp" line="335"/>
        <source>Plan</source>
        <translation>并行方案</translation>
    </message>
</context>
</TS>
