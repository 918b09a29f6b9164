// SkyPilot's catalog read as it is published (tests/fixtures/skypilot: each cloud's vms.csv with the
// header and rows copied from the real files, in that cloud's own column order), and the shared sample.
#include "core/prices/skypilot_csv.h"

#include <QFile>
#include <QtTest>

#include <algorithm>

using namespace gpuplan::core;

namespace {

std::string read(const QString& relative) {
    QFile f(QStringLiteral(GPUPLAN_SOURCE_DIR "/") + relative);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(relative));
    return f.readAll().toStdString();
}

SkyPilotMaps maps() {
    SkyPilotMaps m;
    m.accelerators =
        parseAcceleratorMap(read(QStringLiteral("resources/prices/skypilot_gpu_map.csv"))).value();
    parseCloudRegionMap(read(QStringLiteral("resources/prices/cloud_regions.csv")), m);
    m.defaultParent = "global";
    return m;
}

ParsedPrices cloudFile(const char* cloud, const std::string& date = "") {
    SkyPilotSnapshot snapshot;
    snapshot.cloud = cloud;
    snapshot.date = date;
    snapshot.origin = std::string("file ") + cloud + "/vms.csv";
    return parseSkyPilotCsv(read(QStringLiteral("tests/fixtures/skypilot/%1/vms.csv").arg(cloud)), maps(),
                            snapshot);
}

// The price of a GPU in a cloud region, or "" when there is none.
std::string priceOf(const ParsedPrices& p, const std::string& gpu, const std::string& region,
                    PriceKind kind = PriceKind::OnDemand) {
    for (const PriceRecord& r : p.records)
        if (r.gpuId == gpu && r.regionId == region && r.kind == kind)
            return r.amount.toString();
    return {};
}

const PriceRecord* find(const ParsedPrices& p, const std::string& gpu, const std::string& region) {
    for (const PriceRecord& r : p.records)
        if (r.gpuId == gpu && r.regionId == region && r.kind == PriceKind::OnDemand)
            return &r;
    return nullptr;
}

} // namespace

class TestSkyPilot : public QObject {
    Q_OBJECT
private slots:
    void awsInItsOwnColumnOrder() {
        const ParsedPrices p = cloudFile("aws");
        QVERIFY(p.errors.empty());
        // Per GPU-hour: the machine price over its GPUs, the cheapest zone.
        QCOMPARE(priceOf(p, "a10g", "aws:us-east-1"), std::string("1.01 USD"));          // g5.xlarge 1.006
        QCOMPARE(priceOf(p, "a100-40gb-sxm", "aws:us-east-1"), std::string("4.10 USD")); // 32.7726 / 8
        QCOMPARE(priceOf(p, "a100-40gb-sxm", "aws:us-east-1", PriceKind::Spot),
                 std::string("0.85 USD"));                                               // 6.7915/8
        QCOMPARE(priceOf(p, "a100-80gb-sxm", "aws:us-east-1"), std::string("5.12 USD")); // p4de 40.96575 / 8
        QCOMPARE(priceOf(p, "h100-sxm", "aws:us-east-1"), std::string("12.29 USD"));     // p5 98.32 / 8
        QCOMPARE(priceOf(p, "h100-sxm", "aws:us-east-1", PriceKind::Spot),
                 std::string("3.46 USD"));                                           // 27.6948 / 8
        QCOMPARE(priceOf(p, "h100-sxm", "aws:us-west-1"), std::string("15.36 USD")); // 122.9 / 8
        QCOMPARE(priceOf(p, "l4", "aws:us-west-2"), std::string("0.98 USD"));        // g6.2xlarge 0.9776
        // p5e: spot only in us-east-2, no price at all in ap-southeast-2.
        QCOMPARE(priceOf(p, "h200-sxm", "aws:us-east-2"), std::string());
        QCOMPARE(priceOf(p, "h200-sxm", "aws:us-east-2", PriceKind::Spot),
                 std::string("2.05 USD")); // 16.3895 / 8
        QCOMPARE(p.skipped.at("CPU-only rows"), 3);
        QCOMPARE(p.skipped.at("GPU rows without a price"), 1);
        // Regions lie in the named region around them; the source names the snapshot and the sum.
        const auto usEast = std::find_if(p.regions.begin(), p.regions.end(),
                                         [](const Region& r) { return r.id == "aws:us-east-1"; });
        QVERIFY(usEast != p.regions.end());
        QCOMPARE(usEast->parent, std::string("us-east"));
        QCOMPARE(usEast->nameEn, std::string("aws us-east-1 (N. Virginia)"));
        const PriceRecord* h100 = find(p, "h100-sxm", "aws:us-east-1");
        QCOMPARE(h100->effectiveDate, std::string()); // undated: the file carries no date
        QCOMPARE(h100->source,
                 std::string("SkyPilot catalog v7, aws/vms.csv, undated snapshot (file aws/vms.csv): "
                             "p5.48xlarge 98.32 USD per machine-hour / 8 GPUs"));
    }

    void gcpJoinsGpuRowsWithTheirHostVms() {
        const ParsedPrices p = cloudFile("gcp", "2026-11-30");
        // a2-highgpu-1g 0.73948 + A100 x1 2.93391 = 3.67339 (the 8-GPU machine is the same per GPU).
        QCOMPARE(priceOf(p, "a100-40gb-sxm", "gcp:us-central1"), std::string("3.67 USD"));
        QCOMPARE(priceOf(p, "a100-40gb-sxm", "gcp:us-central1", PriceKind::Spot), std::string("1.44 USD"));
        // a3-highgpu-8g 9.46006 + H100 x8 33.60609 = 43.06615 / 8; in us-east4 9.46006 + 78.37241.
        QCOMPARE(priceOf(p, "h100-sxm", "gcp:us-central1"), std::string("5.38 USD"));
        QCOMPARE(priceOf(p, "h100-sxm", "gcp:us-central1", PriceKind::Spot), std::string("2.52 USD"));
        QCOMPARE(priceOf(p, "h100-sxm", "gcp:us-east4"), std::string("10.98 USD"));
        const PriceRecord* h100 = find(p, "h100-sxm", "gcp:us-central1");
        QCOMPARE(h100->effectiveDate, std::string("2026-11-30"));
        QVERIFY2(h100->source.find("a3-highgpu-8g host 9.46006 + H100 x8 33.60609 = 43.06615 USD") !=
                     std::string::npos,
                 h100->source.c_str());
        // A T4 rides on the N1 VM SkyPilot would start: the cheapest with 4 vCPUs and 16 GiB in the zone
        // (n1-highmem-4 0.23661 + T4 0.35; n1-standard-4 has too little memory).
        QCOMPARE(priceOf(p, "t4", "gcp:us-central1"), std::string("0.59 USD"));
        QCOMPARE(priceOf(p, "t4", "gcp:us-central1", PriceKind::Spot), std::string("0.20 USD"));
        QCOMPARE(priceOf(p, "t4", "gcp:asia-east2"), std::string("0.77 USD")); // 0.33105 + 0.44
        QCOMPARE(
            find(p, "t4", "gcp:asia-east2")->source,
            std::string("SkyPilot catalog v7, gcp/vms.csv, snapshot of 2026-11-30 (file gcp/vms.csv): "
                        "n1-highmem-4 host 0.33105 + T4 x1 0.44 = 0.77105 USD per machine-hour / 1 GPU"));
        // The host rows alone are never a GPU price (they hold the VM's vCPUs and memory only).
        for (const PriceRecord& r : p.records)
            QVERIFY2(r.amount.toDouble() > 1.0 || r.gpuId == "t4", r.source.c_str());
        // B200, H100-MEGA: no host VM in the file; a TPU is not a GPU; P100 is not in the catalog.
        QCOMPARE(p.skipped.at("TPU rows (not GPUs)"), 1);
        QCOMPARE(p.skipped.at("GCP accelerator rows without their host VM in the file"), 2);
        QCOMPARE(p.errors.size(), std::size_t(1));
        QCOMPARE(p.errors.front().reason, std::string("accelerator 'P100' is not in the catalog"));
    }

    void lambdaHasNoZonesAndNamesPcieCardsByInstance() {
        const ParsedPrices p = cloudFile("lambda");
        QCOMPARE(priceOf(p, "a100-40gb-sxm", "lambda:us-east-1"), std::string("1.29 USD"));  // 10.32 / 8
        QCOMPARE(priceOf(p, "v100-sxm2-16gb", "lambda:us-west-1"), std::string("0.55 USD")); // 4.4 / 8
        QCOMPARE(priceOf(p, "h100-sxm", "lambda:us-east-1"), std::string("2.99 USD"));       // 23.92 / 8
        QCOMPARE(priceOf(p, "h100-pcie", "lambda:us-west-3"), std::string("2.49 USD")); // gpu_1x_h100_pcie
        QCOMPARE(p.skipped.at("CPU-only rows"), 1);
        QCOMPARE(p.errors.size(), std::size_t(1)); // the A6000 is not in the catalog
        // Lambda publishes no list of where its regions are; the map places them as NVIDIA's Brev client
        // lists them (resources/prices/cloud_regions.csv): us-east-1 in Virginia (US East), the rest of the
        // US in the United States market, Osaka in Japan's, Germany in the European Union's.
        const std::map<std::string, std::string> parents{{"lambda:us-east-1", "us-east"},
                                                         {"lambda:us-west-1", "us"},
                                                         {"lambda:us-west-3", "us"},
                                                         {"lambda:asia-northeast-1", "jp"},
                                                         {"lambda:europe-central-1", "eu"}};
        QCOMPARE(p.regions.size(), parents.size());
        for (const Region& r : p.regions)
            QCOMPARE(r.parent, parents.at(r.id));
    }

    void nebiusAndRunpodOrderTheirColumnsTheirOwnWay() {
        const ParsedPrices nebius = cloudFile("nebius");
        QVERIFY(nebius.errors.empty());
        QCOMPARE(priceOf(nebius, "h100-sxm", "nebius:eu-north1"), std::string("2.95 USD")); // 23.60 / 8
        QCOMPARE(priceOf(nebius, "h100-sxm", "nebius:eu-north1", PriceKind::Spot), std::string("1.25 USD"));
        QCOMPARE(priceOf(nebius, "b200", "nebius:us-central1"), std::string("5.50 USD"));
        QCOMPARE(priceOf(nebius, "l40s", "nebius:eu-north1"), std::string("1.55 USD"));
        QCOMPARE(nebius.skipped.at("CPU-only rows"), 2); // AcceleratorCount 0 and no accelerator
        const ParsedPrices runpod = cloudFile("runpod");
        QVERIFY(runpod.errors.empty());
        QCOMPARE(priceOf(runpod, "a100-80gb-sxm", "runpod:US"), std::string("1.64 USD"));
        QCOMPARE(priceOf(runpod, "a100-80gb-sxm", "runpod:US", PriceKind::Spot), std::string("1.19 USD"));
        QCOMPARE(priceOf(runpod, "a100-80gb-sxm", "runpod:NL"), std::string("1.62 USD")); // 12.96 / 8
    }

    void aFileWithoutACloudColumnNeedsItsCloud() {
        const ParsedPrices p =
            parseSkyPilotCsv(read(QStringLiteral("tests/fixtures/skypilot/aws/vms.csv")), maps(), {});
        QVERIFY(p.records.empty());
        QCOMPARE(p.errors.size(), std::size_t(1));
        QVERIFY(p.errors.front().reason.find("--cloud") != std::string::npos);
    }

    void unknownAcceleratorsAreGroupedIntoOneLine() {
        SkyPilotSnapshot snapshot;
        snapshot.cloud = "lambda";
        const ParsedPrices p = parseSkyPilotCsv(
            read(QStringLiteral("tests/fixtures/skypilot-unknown/lambda/vms.csv")), maps(), snapshot);
        QCOMPARE(p.errors.size(), std::size_t(19));
        const std::vector<std::string> lines = summarizeImportErrors(p.errors, 20);
        QCOMPARE(lines.size(), std::size_t(3));
        QCOMPARE(lines[0],
                 std::string("17 rows name accelerator A6000, which is not in the catalog: lines 2-18"));
        QCOMPARE(lines[1], std::string("line 20, Price: '-1' is not a price"));
        QCOMPARE(lines[2], std::string("line 21, AcceleratorCount: 'eight' is not a GPU count"));
        QCOMPARE(p.records.size(), std::size_t(1)); // the one good row
        // At most N single lines, then a count.
        std::vector<ImportError> many;
        for (int i = 1; i <= 25; ++i)
            many.emplace_back(i, "Price", "bad " + std::to_string(i));
        const auto capped = summarizeImportErrors(many, 20);
        QCOMPARE(capped.size(), std::size_t(21));
        QCOMPARE(capped.back(), std::string("... and 5 more"));
    }

    void theSharedSampleImportsWithNoRefusedRow() {
        SkyPilotSnapshot snapshot;
        snapshot.parts["aws"] = {"v7", "catalog commit 001367d"};
        snapshot.parts["runpod/MI300X"] = {"v8", "catalog commit 46062ac"}; // a cloud's refreshed card
        const ParsedPrices p = parseSkyPilotCsv(
            read(QStringLiteral("resources/prices/skypilot_sample_vms.csv")), maps(), snapshot);
        QVERIFY2(p.errors.empty(), p.errors.empty() ? "" : summarizeImportErrors(p.errors).front().c_str());
        QVERIFY(p.records.size() > 400);
        // A10G (56 rows) and A100-80G (26 rows) used to be refused.
        QCOMPARE(std::count_if(p.records.begin(), p.records.end(),
                               [](const PriceRecord& r) { return r.gpuId == "a10g"; }) > 0,
                 true);
        QVERIFY(!priceOf(p, "a100-80gb-sxm", "shadeform:us-east-1").empty() ||
                std::any_of(p.records.begin(), p.records.end(), [](const PriceRecord& r) {
                    return r.providerId == "shadeform" && r.gpuId == "a100-80gb-sxm";
                }));
        // GCP's H100 is host plus GPUs: 9.46006 + 33.60609 over 8 GPUs in us-central1.
        QCOMPARE(priceOf(p, "h100-sxm", "gcp:us-central1"), std::string("5.38 USD"));
        // Undated, with the commit the cloud's rows were read at.
        const PriceRecord* aws = find(p, "h100-sxm", "aws:us-east-1");
        QVERIFY(aws && aws->effectiveDate.empty());
        QVERIFY(aws->source.find("undated snapshot (catalog commit 001367d)") != std::string::npos);
        // The part named by cloud and accelerator wins over the cloud's; other clouds use the file's.
        const PriceRecord* mi300x = find(p, "mi300x", "runpod:US");
        QVERIFY(mi300x && mi300x->source.rfind("SkyPilot catalog v8, runpod/vms.csv, undated snapshot "
                                               "(catalog commit 46062ac): 1x_MI300X_SECURE 2.29 USD",
                                               0) == 0);
        const PriceRecord* h100 = find(p, "h100-sxm", "runpod:US");
        QVERIFY(h100 &&
                h100->source.rfind("SkyPilot catalog v7, runpod/vms.csv, undated snapshot: ", 0) == 0);
    }
};

QTEST_APPLESS_MAIN(TestSkyPilot)
#include "test_skypilot.moc"
