<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>QObject</name>
    <message>
        <location filename="../../app/main.cpp" line="49"/>
        <location filename="../../app/main.cpp" line="57"/>
        <source>GpuPlan</source>
        <translation>GpuPlan</translation>
    </message>
    <message>
        <location filename="../../app/main.cpp" line="50"/>
        <source>Cannot open the store:
%1</source>
        <translation>无法打开数据库：
%1</translation>
    </message>
    <message>
        <location filename="../../app/main.cpp" line="58"/>
        <source>The catalog in the store is not usable:
%1</source>
        <translation>数据库中的目录无法使用：
%1</translation>
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
        <location filename="../../ui/main_window.cpp" line="25"/>
        <source>GpuPlan: GPU planning workbench</source>
        <translation>GpuPlan：GPU 算力规划工作台</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="33"/>
        <source>Filter GPUs (name, vendor, memory type, ...)</source>
        <translation>筛选 GPU（名称、厂商、显存类型……）</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="34"/>
        <source>GPU catalog</source>
        <translation>GPU 目录</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="36"/>
        <source>Filter prices (GPU, provider, region, ...)</source>
        <translation>筛选价格（GPU、供应商、地区……）</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="37"/>
        <location filename="../../ui/main_window.cpp" line="129"/>
        <source>Prices</source>
        <translation>价格</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="82"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="83"/>
        <source>&amp;Reload prices</source>
        <translation>重新载入价格(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="87"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="91"/>
        <source>&amp;View</source>
        <translation>查看(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="92"/>
        <source>&amp;Filter</source>
        <translation>筛选(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="101"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="112"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="112"/>
        <source>The new language is used the next time GpuPlan starts.</source>
        <translation>新的语言将在下次启动 GpuPlan 时生效。</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="116"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="117"/>
        <source>&amp;About GpuPlan</source>
        <translation>关于 GpuPlan(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="119"/>
        <source>About GpuPlan</source>
        <translation>关于 GpuPlan</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="120"/>
        <source>GpuPlan plans GPU compute for large language models: training, fine-tuning and serving time, memory and cost, to rent or to buy.</source>
        <translation>GpuPlan 为大模型规划 GPU 算力：训练、微调与推理的时间、显存和成本，租用或购买。</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="130"/>
        <source>Cannot read the prices: %1</source>
        <translation>无法读取价格：%1</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="139"/>
        <source>%1 of %2 GPUs, %3 of %4 prices; store: %5</source>
        <translation>GPU %1/%2 款，价格 %3/%4 条；数据库：%5</translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::PriceTableModel</name>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="74"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="76"/>
        <source>Provider</source>
        <translation>供应商</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="78"/>
        <source>Region</source>
        <translation>地区</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="80"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="82"/>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="84"/>
        <source>Per</source>
        <translation>计价单位</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="86"/>
        <source>Range</source>
        <translation>区间</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="88"/>
        <source>Effective date</source>
        <translation>生效日期</translation>
    </message>
    <message>
        <location filename="../../ui/price_table_model.cpp" line="90"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
</context>
</TS>
