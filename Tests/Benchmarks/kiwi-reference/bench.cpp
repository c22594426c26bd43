// Reference benchmark for kiwi (C++ Cassowary solver from the kiwisolver sdist).
// Build: g++ -O2 -std=c++17 -Isdist/kiwisolver-1.5.1 bench.cpp -o bench
// Output: one JSON line per (layout, N, phase) on stdout; sanity values on stderr.
#include <kiwi/kiwi.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

using namespace kiwi;
using Clock = std::chrono::steady_clock;

static double us_since(Clock::time_point t0) {
    return std::chrono::duration<double, std::micro>(Clock::now() - t0).count();
}

static double median(std::vector<double> v) {
    if (v.empty()) return 0.0;
    std::sort(v.begin(), v.end());
    size_t n = v.size();
    return (n % 2) ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

// Phase budget used only when reps == 1 (N = 1000): if the projected phase time
// exceeds this, stop after at least min_ops ops and mark the line truncated.
static const double kBudgetUs = 60e6;

struct PhaseStats {
    std::vector<double> per_rep_us_per_op;  // phase total / ops, one per rep
    std::vector<double> op_times;           // all individual op times, all reps
    int ops = 0;                            // ops actually timed (same every rep)
    int planned = 0;
    bool truncated = false;
    double projected_us = 0.0;
    double lastW = 0.0, lastW0 = 0.0;
};

struct Case {
    std::string layout;
    int n;
    std::vector<double> mins;
    double summin = 0.0;
    int j = -1;

    std::unique_ptr<Solver> solver;
    std::vector<Variable> w, x;
    Variable W{"W"};
    Constraint cj;

    Case(const std::string& l, int n_) : layout(l), n(n_) {
        for (int i = 0; i < n; ++i) {
            double m = 1 + (i * 7919) % 13;
            mins.push_back(m);
            summin += m;
            if (j < 0 && m == 13) j = i;
        }
    }

    void build() {
        solver.reset(new Solver());
        Solver& s = *solver;
        w.clear();
        x.clear();
        W = Variable("W");
        for (int i = 0; i < n; ++i) w.emplace_back("w" + std::to_string(i));
        std::vector<Constraint> minc;
        for (int i = 0; i < n; ++i) {
            Constraint c(w[i] >= mins[i]);  // required
            s.addConstraint(c);
            if (i == j) cj = c;
        }
        if (layout == "sum") {
            std::vector<Term> terms;
            terms.reserve(n);
            for (int i = 0; i < n; ++i) terms.emplace_back(w[i]);
            s.addConstraint(Expression(std::move(terms)) == W);
        } else {
            for (int i = 0; i <= n; ++i) x.emplace_back("x" + std::to_string(i));
            s.addConstraint(x[0] == 0);
            for (int i = 0; i < n; ++i) s.addConstraint(x[i + 1] == x[i] + w[i]);
            s.addConstraint(x[n] == W);
        }
        for (int i = 0; i + 1 < n; ++i)
            s.addConstraint((w[i] == w[i + 1]) | strength::medium);
        s.addEditVariable(W, strength::strong);
        s.suggestValue(W, 2.5 * summin);
        s.updateVariables();
    }
};

template <class Op>
static void run_phase(PhaseStats& st, int planned, int min_ops, bool allow_trunc, Op op) {
    st.planned = planned;
    int limit = (st.ops > 0) ? st.ops : planned;  // later reps repeat the same count
    double total = 0.0;
    int done = 0;
    for (int k = 0; k < limit; ++k) {
        auto t0 = Clock::now();
        op(k);
        double dt = us_since(t0);
        st.op_times.push_back(dt);
        total += dt;
        ++done;
        if (allow_trunc && done >= min_ops && done < planned) {
            double proj = total / done * planned;
            if (proj > kBudgetUs) {
                st.truncated = true;
                st.projected_us = proj;
                break;
            }
        }
    }
    st.ops = done;
    st.per_rep_us_per_op.push_back(total / done);
}

static void print_line(const Case& c, const char* phase, const PhaseStats& st, int reps) {
    std::printf(
        "{\"solver\":\"kiwi\",\"layout\":\"%s\",\"n\":%d,\"phase\":\"%s\",\"ops\":%d,"
        "\"reps\":%d,\"us_per_op\":%.3f,\"p50_op_us\":%.3f",
        c.layout.c_str(), c.n, phase, st.ops, reps, median(st.per_rep_us_per_op),
        median(st.op_times));
    if (st.truncated) {
        std::printf(
            ",\"truncated\":true,\"note\":\"timed only the first %d of %d ops; projected "
            "full phase %.1f s; later phases start from this truncated state\"",
            st.ops, st.planned, st.projected_us / 1e6);
    }
    std::printf("}\n");
    std::fflush(stdout);
}

static void sanity(const Case& c, const char* phase, const PhaseStats& st) {
    std::fprintf(stderr, "%s n=%d %s: W=%.9g w0=%.9g\n", c.layout.c_str(), c.n, phase,
                 st.lastW, st.lastW0);
}

static void run_case(const std::string& layout, int n, int reps) {
    Case c(layout, n);
    bool trunc = (n >= 1000);
    PhaseStats build, resize, drag, jump, toggle;
    auto record = [&](PhaseStats& st) {
        st.lastW = c.W.value();
        st.lastW0 = c.w[0].value();
    };
    for (int r = 0; r < reps; ++r) {
        // build: one op, includes solver creation
        {
            auto t0 = Clock::now();
            c.build();
            double dt = us_since(t0);
            build.ops = 1;
            build.planned = 1;
            build.op_times.push_back(dt);
            build.per_rep_us_per_op.push_back(dt);
            record(build);
        }
        Solver& s = *c.solver;
        const double summin = c.summin;
        run_phase(resize, 1000, 20, trunc, [&](int k) {
            s.suggestValue(c.W, 13.0 * n * (1.1 + 0.4 * (k % 50) / 50.0));
            s.updateVariables();
        });
        record(resize);
        run_phase(drag, 1000, 20, trunc, [&](int k) {
            double t = (k < 500) ? k / 499.0 : (999 - k) / 499.0;
            s.suggestValue(c.W, summin * (2.5 - 1.6 * t));
            s.updateVariables();
        });
        record(drag);
        run_phase(jump, 100, 3, trunc, [&](int k) {
            double v = (k + 1) * 0.6180339887498949;
            double f = v - std::floor(v);
            s.suggestValue(c.W, summin * (0.9 + 1.6 * f));
            s.updateVariables();
        });
        record(jump);
        s.suggestValue(c.W, 1.2 * summin);  // untimed
        s.updateVariables();
        run_phase(toggle, 200, 20, trunc, [&](int) {
            s.removeConstraint(c.cj);
            Constraint nc(c.w[c.j] >= c.mins[c.j]);
            s.addConstraint(nc);
            c.cj = nc;
            s.updateVariables();
        });
        record(toggle);
    }
    print_line(c, "build", build, reps);
    sanity(c, "build", build);
    print_line(c, "resize", resize, reps);
    sanity(c, "resize", resize);
    print_line(c, "drag", drag, reps);
    sanity(c, "drag", drag);
    print_line(c, "jump", jump, reps);
    sanity(c, "jump", jump);
    print_line(c, "toggle", toggle, reps);
    sanity(c, "toggle", toggle);
}

// Usage: kiwi-bench [MAX_N]   (MAX_N 100 skips the slow N = 1000 cases)
int main(int argc, char** argv) {
    std::fprintf(stderr, "kiwi version %s\n", KIWI_VERSION);
    const int max_n = argc > 1 ? std::atoi(argv[1]) : 1000;
    const char* layouts[] = {"sum", "chain"};
    const int ns[] = {10, 100, 1000};
    const int reps[] = {21, 11, 1};
    for (const char* l : layouts)
        for (int i = 0; i < 3; ++i)
            if (ns[i] <= max_n) run_case(l, ns[i], reps[i]);
    return 0;
}
