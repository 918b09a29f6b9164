// Ten people storing prices into one team store at once (issue 16): ten clients, each on its own thread
// with its own connection (as ten workbenches would be), each storing 100 new prices one edit at a time.
// Reported: the time per edit (median and 95th percentile over all 1,000 edits) and how many prices the
// store holds afterwards that it did not before, which must be exactly 1,000: none lost. Needs the test
// server's URL in GPUPLAN_TEST_PG_URL (eval "$(bash tests/pg/start-test-server.sh build)").
#include "database/pg_test_server.h"
#include "pg/pg_store.h"

#include <QCoreApplication>
#include <QDate>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <mutex>
#include <thread>
#include <vector>

using namespace gpuplan;

namespace {

constexpr int kClients = 10;
constexpr int kEditsPerClient = 100;

std::unique_ptr<db::PgStore> openTeamStore(const QString& url, db::PgStore::Mode mode) {
    auto parsed = db::parsePgUrl(url);
    if (!parsed)
        throw std::runtime_error(parsed.error());
    auto store = db::PgStore::open(parsed.value(), mode);
    if (!store)
        throw std::runtime_error(store.error());
    return std::move(store).value();
}

// One client's edits: prices of their own dates, so that no two edits write the same price and every
// edit must land.
std::vector<double> storePrices(const QString& url, int client, std::string& error) {
    std::vector<double> seconds;
    try {
        auto store = openTeamStore(url, db::PgStore::Mode::Open);
        for (int i = 0; i < kEditsPerClient; ++i) {
            core::PriceRecord p;
            p.gpuId = "h100-sxm";
            p.providerId = "aws";
            p.regionId = "aws:us-east-1";
            p.kind = core::PriceKind::OnDemand;
            p.unit = core::PriceUnit::GpuHour;
            p.amount = core::Money::fromMinor(200 + i, "USD");
            // A day of its own for every edit of every client: 1,000 distinct prices.
            p.effectiveDate =
                QDate(2020, 1, 1).addDays(client * kEditsPerClient + i).toString(Qt::ISODate).toStdString();
            p.note = "client " + std::to_string(client) + " edit " + std::to_string(i);
            p.source = "bench_team_clients";
            const auto start = std::chrono::steady_clock::now();
            auto stored = store->setPrice(p, "bench");
            seconds.push_back(
                std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
            if (!stored) {
                error = stored.error();
                return seconds;
            }
        }
    } catch (const std::exception& e) {
        error = e.what();
    }
    return seconds;
}

void BM_TenClientsStore100PricesEach(benchmark::State& state) {
    QString why;
    const QString server = test::pgServerUrl(&why);
    if (server.isEmpty()) {
        state.SkipWithError(why.toStdString().c_str());
        return;
    }
    test::ScratchDatabases scratch(server);
    for (auto _ : state) {
        state.PauseTiming();
        const QString url = scratch.create();
        std::size_t before = 0;
        {
            auto store = openTeamStore(url, db::PgStore::Mode::Create);
            before = store->prices({}).value().size();
        }
        state.ResumeTiming();
        std::vector<std::vector<double>> times(kClients);
        std::vector<std::string> errors(kClients);
        {
            std::vector<std::jthread> clients;
            for (int c = 0; c < kClients; ++c)
                clients.emplace_back([&, c] { times[c] = storePrices(url, c, errors[c]); });
        } // every client joined here
        state.PauseTiming();
        for (const std::string& e : errors)
            if (!e.empty()) {
                state.SkipWithError(e.c_str());
                return;
            }
        std::vector<double> all;
        for (const auto& t : times)
            all.insert(all.end(), t.begin(), t.end());
        std::sort(all.begin(), all.end());
        auto store = openTeamStore(url, db::PgStore::Mode::Open);
        const double stored = static_cast<double>(store->prices({}).value().size() - before);
        state.counters["edits"] = static_cast<double>(all.size());
        state.counters["stored"] = stored;
        state.counters["lost"] = static_cast<double>(kClients * kEditsPerClient) - stored;
        state.counters["median_ms"] = all[all.size() / 2] * 1e3;
        state.counters["p95_ms"] = all[all.size() * 95 / 100] * 1e3;
        state.ResumeTiming();
    }
}
BENCHMARK(BM_TenClientsStore100PricesEach)->Unit(benchmark::kMillisecond)->Iterations(3);

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
