<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
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
    <name>gpuplan::ui::AddPriceCommand</name>
    <message>
        <location filename="../../ui/price_commands.cpp" line="15"/>
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
        <location filename="../../ui/add_price_dialog.cpp" line="97"/>
        <source>Enter the price.</source>
        <translation>请输入价格。</translation>
    </message>
    <message>
        <location filename="../../ui/add_price_dialog.cpp" line="100"/>
        <source>Price: %1</source>
        <translation>价格：%1</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::DeletePriceCommand</name>
    <message>
        <location filename="../../ui/price_commands.cpp" line="41"/>
        <source>delete %1 price in %2</source>
        <translation>删除 %2 的 %1 价格</translation>
    </message>
    <message>
        <location filename="../../ui/price_commands.cpp" line="55"/>
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
        <location filename="../../ui/gpu_catalog_model.cpp" line="77"/>
        <source>n/a</source>
        <translation>不支持</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_model.cpp" line="81"/>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_model.cpp" line="83"/>
        <source>%1 TB/s</source>
        <translation>%1 TB/s</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_model.cpp" line="85"/>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_model.cpp" line="87"/>
        <source>%1 W</source>
        <translation>%1 瓦</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_model.cpp" line="89"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_model.cpp" line="105"/>
        <source>Source: %1
Verification: %2</source>
        <translation>来源：%1
核实情况：%2</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_model.cpp" line="127"/>
        <source>ID</source>
        <translation>编号</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_model.cpp" line="129"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_model.cpp" line="131"/>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_model.cpp" line="133"/>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_model.cpp" line="135"/>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_model.cpp" line="137"/>
        <source>Memory type</source>
        <translation>显存类型</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_model.cpp" line="139"/>
        <source>Bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_model.cpp" line="141"/>
        <source>BF16 TFLOPS</source>
        <translation>BF16 算力 (TFLOPS)</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_model.cpp" line="143"/>
        <source>FP8 TFLOPS</source>
        <translation>FP8 算力 (TFLOPS)</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_model.cpp" line="145"/>
        <source>TF32 TFLOPS</source>
        <translation>TF32 算力 (TFLOPS)</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_model.cpp" line="147"/>
        <source>INT8 TOPS</source>
        <translation>INT8 算力 (TOPS)</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_model.cpp" line="149"/>
        <source>GPU link</source>
        <translation>卡间互联</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_model.cpp" line="151"/>
        <source>Link bandwidth</source>
        <translation>互联带宽</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_model.cpp" line="153"/>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <location filename="../../ui/gpu_catalog_model.cpp" line="155"/>
        <source>MIG</source>
        <translation>MIG 实例</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::MainWindow</name>
    <message>
        <location filename="../../ui/main_window.cpp" line="61"/>
        <source>GpuPlan: GPU planning workbench</source>
        <translation>GpuPlan：GPU 算力规划工作台</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="84"/>
        <source>Filter GPUs (name, vendor, memory type, ...)</source>
        <translation>筛选 GPU（名称、厂商、显存类型……）</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="85"/>
        <source>GPU catalog</source>
        <translation>GPU 目录</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="87"/>
        <source>Filter prices (GPU, provider, region, ...)</source>
        <translation>筛选价格（GPU、供应商、地区……）</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="91"/>
        <source>as stored</source>
        <translation>按存储币种</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="104"/>
        <source>Show prices in:</source>
        <translation>价格显示币种：</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="108"/>
        <location filename="../../ui/main_window.cpp" line="224"/>
        <source>Prices</source>
        <translation>价格</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="153"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="154"/>
        <source>&amp;Reload prices</source>
        <translation>重新载入价格(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="158"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="162"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="163"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="166"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="173"/>
        <source>&amp;Add price...</source>
        <translation>添加价格(&amp;A)...</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="176"/>
        <source>&amp;Delete price</source>
        <translation>删除价格(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="181"/>
        <source>Price &amp;history...</source>
        <translation>价格历史(&amp;H)...</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="185"/>
        <source>&amp;View</source>
        <translation>查看(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="186"/>
        <source>&amp;Filter</source>
        <translation>筛选(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="195"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="206"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="207"/>
        <source>The new language is used the next time GpuPlan starts.</source>
        <translation>新的语言将在下次启动 GpuPlan 时生效。</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="211"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="212"/>
        <source>&amp;About GpuPlan</source>
        <translation>关于 GpuPlan(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="214"/>
        <source>About GpuPlan</source>
        <translation>关于 GpuPlan</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="215"/>
        <source>GpuPlan plans GPU compute for large language models: training, fine-tuning and serving time, memory and cost, to rent or to buy.</source>
        <translation>GpuPlan 为大模型规划 GPU 算力：训练、微调与推理的时间、显存和成本，租用或购买。</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="225"/>
        <source>Cannot read the prices: %1</source>
        <translation>无法读取价格：%1</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="255"/>
        <source>select the prices to delete first</source>
        <translation>请先选择要删除的价格</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/main_window.cpp" line="261"/>
        <source>delete %n price(s)</source>
        <translation>
            <numerusform>删除 %n 条价格</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="280"/>
        <source>the clipboard holds no rows</source>
        <translation>剪贴板中没有数据行</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="302"/>
        <location filename="../../ui/main_window.cpp" line="307"/>
        <source>row %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/main_window.cpp" line="314"/>
        <source>%n pasted row(s) match prices already stored: edit those in place</source>
        <translation>
            <numerusform>%n 行粘贴的数据与已有价格相同：请直接在表格中修改</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/main_window.cpp" line="318"/>
        <source>paste %n price(s)</source>
        <translation>
            <numerusform>粘贴 %n 条价格</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="350"/>
        <source>select one price to see its history</source>
        <translation>请选择一条价格以查看其历史</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="379"/>
        <source>Not changed: %1</source>
        <translation>未修改：%1</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="384"/>
        <source>%1 of %2 GPUs, %3 of %4 prices; store: %5</source>
        <translation>GPU %1/%2 款，价格 %3/%4 条；数据库：%5</translation>
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
        <location filename="../../ui/price_table_model.cpp" line="52"/>
        <source>on demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="54"/>
        <source>spot</source>
        <translation>竞价</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="56"/>
        <source>reserved 1 year</source>
        <translation>预留 1 年</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="58"/>
        <source>reserved 3 years</source>
        <translation>预留 3 年</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="60"/>
        <source>monthly rent</source>
        <translation>包月租用</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="62"/>
        <source>purchase</source>
        <translation>购买</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="70"/>
        <source>GPU-hour</source>
        <translation>每卡每小时</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="72"/>
        <source>machine-hour</source>
        <translation>每台整机每小时</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="74"/>
        <source>GPU-month</source>
        <translation>每卡每月</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="76"/>
        <source>machine-month</source>
        <translation>每台整机每月</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="78"/>
        <source>one-off</source>
        <translation>一次性</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="119"/>
        <source>Price: %1</source>
        <translation>价格：%1</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="137"/>
        <source>Range: %1</source>
        <translation>区间：%1</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="182"/>
        <source>Stored as %1</source>
        <translation>存储值为 %1</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="185"/>
        <source>No exchange rate from %1 to %2: shown as stored</source>
        <translation>没有从 %1 到 %2 的汇率：按存储值显示</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="243"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="245"/>
        <source>Provider</source>
        <translation>供应商</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="247"/>
        <source>Region</source>
        <translation>地区</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="249"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="251"/>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="253"/>
        <source>Per</source>
        <translation>计价单位</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="255"/>
        <source>Range</source>
        <translation>区间</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="257"/>
        <source>Effective date</source>
        <translation>生效日期</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="259"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::RevertPriceCommand</name>
    <message>
        <location filename="../../ui/price_commands.cpp" line="66"/>
        <source>revert price change %1</source>
        <translation>恢复价格变更 %1</translation>
    </message>
    <message>
        <location filename="../../ui/price_commands.cpp" line="79"/>
        <source>no history to restore from</source>
        <translation>没有可恢复的历史记录</translation>
    </message>
</context>
</TS>
