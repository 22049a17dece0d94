"""A third corpus, written blind in session 9 (tests/corpus/fresh13: its author saw neither the
scanner nor the other corpora) from serving-engine patterns of stdlib, torch-query and
tensor-to-Python calls: the barrier catalogue's generalization measure (issue 13: recall at least
0.80 with precision at least 0.90). Labels are measured with torch every run."""
import pytest

pytest.importorskip("torch", reason="labels are measured with torch (pip install -e '.[dev]')")

from test_corpus import HERE, _score_module  # noqa: E402 - after the torch check


def test_the_blind_catalogue_corpus_scores_within_the_acceptance():
    score = _score_module()
    dirs = sorted(p for p in (HERE / "fresh13").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 40
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    assert got["tp"] + got["fn"] >= 15 and got["tn"] + got["fp"] >= 15, got
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.90 and got["recall"] >= 0.80, (got["precision"], got["recall"], wrong)


def test_the_heldout_corpus_does_not_regress():
    """tests/corpus/heldout (91 cases written blind in session 4): precision 0.940, recall 0.904 at
    the end of session 9; 0.962 / 0.962 since session 11 (forward hooks of a compiled module, h084;
    module-level constructions passing a subclass, h070; a default naming the runner class, h077;
    ``threading.Event().wait`` measured with a zero timeout, h071); 0.980 / 0.962 since session 13
    (enum members the constructions pass, h052).
    A deployment pin that overrode what the program fixes itself (the one-GPU ``tp_size=1`` against
    ``DecodeRunner(tp_size=2)``'s own default, h025) dropped recall to 0.885."""
    score = _score_module()
    dirs = sorted(p for p in (HERE / "heldout").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 90
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.97 and got["recall"] >= 0.96, (got["precision"], got["recall"], wrong)


def test_the_blind16_corpus_does_not_regress():
    """tests/corpus/blind16 (40 cases written blind in session 16 by four helpers who saw neither
    the scanner nor the other corpora: serving runtime, kernels and quantization, HF-style model
    code, stdlib and data-dependent code). Its first, blind score was precision 0.842, recall
    0.667 (tp 16, fp 3, fn 8, tn 13); the mechanisms it then guided (positional and super().__init__
    constructor flow, objects handed down unannotated parameters and ModuleList calls, import-time
    environment flags, CL113 for a custom op without a fake) bring it to 0.950 / 0.792, so it is no
    longer a blind figure. Session 17: a number read with .item() in a helper and passed on to another
    function's loop bound (g032), and elements appended to a list subclass that calls them (g026):
    0.955 / 0.875. Session 18: decorator wrappers around a module's forward entered where the module
    is called, and the profile's default rope type yielding to the one a module that compiles at
    import time writes (g023): 0.958 / 0.958. Still missed: a memoized autotuner's cold path
    (reported as a warning by design)."""
    score = _score_module()
    dirs = sorted(p for p in (HERE / "blind16").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 40
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.95 and got["recall"] >= 0.95, (got["precision"], got["recall"], wrong)


def test_the_blind17_corpus_does_not_regress():
    """tests/corpus/blind17 (40 cases written blind in session 17 by four helpers who saw neither the
    scanner nor the other corpora; same four themes as blind16). Its first, blind score: precision
    0.850, recall 0.708 (tp 17, fp 3, fn 7, tn 13). The mechanisms it then guided (a class memo
    filled by import-time code, abstract methods never folded as their placeholder body, a
    dataclass field's None-ness from its constructions, dataclasses.fields measured on an instance)
    and the keyword-renaming test (k037) bring it to 1.000 / 0.750. Session 18: forward wrappers
    entered (their switches on collections they build themselves, transformers' output capturing,
    left off) and the program's own rope type (k022): 1.000 / 0.792. Still missed: a keyword
    renamer whose test the scan leaves open (k024), an output-capturing hook installer switched on by
    the program's config (k029), a platform probe dead under the default cuda profile but labelled
    on this CPU (k006), a float .tolist() without dtype evidence (k012), ExitStack.enter_context of
    a nullcontext (k038)."""
    score = _score_module()
    dirs = sorted(p for p in (HERE / "blind17").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 40
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.97 and got["recall"] >= 0.79, (got["precision"], got["recall"], wrong)


def test_the_blind18_corpus_does_not_regress():
    """tests/corpus/blind18 (40 cases written blind in session 18 by four helpers who saw neither the
    scanner nor the other corpora; same four themes). Its first, blind score: precision 0.867,
    recall 0.542 (tp 13, fp 2, fn 11, tn 14): the generalization gap is still wide. Forward
    wrappers (m001, m023), a property returning a number read from a tensor compared in a test and
    constructor parameters left open for a class built from a registry with **kwargs (m003), a
    truth test of a method whose override returns a tensor (m008), a model handed to a runner's
    constructor whose module call passes the runner's cache (m025) bring it to 0.900 / 0.750.
    Session 19: a conditional expression stored in an attribute is one store per arm (m016) and a
    list subclass calls what the program appends to it (m026), the pieces of torch.split by sizes a
    helper reads from a tensor (m018): 0.913 / 0.875.
    Still missed: a memoized loader's cold path (m011, a warning by design), an attention registry
    picked by config (m021), a rope type from a config class default (m022).
    False positives: m020 (a class attribute a factory-picked base turns off), m028 (a tracing
    guard helper)."""
    score = _score_module()
    dirs = sorted(p for p in (HERE / "blind18").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 40
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.90 and got["recall"] >= 0.87, (got["precision"], got["recall"], wrong)


def test_the_blind19_corpus_does_not_regress():
    """tests/corpus/blind19 (40 cases written blind in session 19 by four helpers who saw neither the
    scanner nor any corpus; same four themes). Its first, blind score: precision 1.000, recall 0.500
    (tp 12, fp 0, fn 12, tn 16). What this session built from it and blind18: a list subclass calls
    what the program appends to it (p026), a float-named tensor's .tolist() (p036), a field its
    class declares a tensor compared by value (p013), the size of a data-dependent tensor a helper
    returns (p031), an op a torch.library.Library defines with no Meta kernel (p015), a function
    annotated -> Callable returning registry entries (p021), torch.Generator measured by the
    catalogue (p005): 1.000 / 0.792. The decorator registry of blind20 q036 then reaches p020's GPTQ
    method, whose exllama ctypes path is dead on this CPU only (torch.cuda.is_available() is left
    open under the cuda profile): 0.950 / 0.792.
    Still missed: a disable()d hook from a registry
    (p006), an autotuner's cold path (p014, a memo), a dynamic rope update (p023),
    cached_property's lock on Python 3.11 (p030), a deprecation warning in a property made by a
    factory (p035)."""
    score = _score_module()
    dirs = sorted(p for p in (HERE / "blind19").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 40
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.94 and got["recall"] >= 0.79, (got["precision"], got["recall"], wrong)


def test_the_blind20_corpus_does_not_regress():
    """tests/corpus/blind20 (40 cases written blind late in session 19 by four more helpers who saw
    neither the scanner nor any corpus; same four themes), scored after the session's blind19
    mechanisms. Its first, blind score: precision 1.000, recall 0.708 (tp 17, fp 0, fn 7, tn 16).
    A number read from a tensor in the caller and handed to a helper's test (q013), and a helper
    returning arithmetic on one as a loop bound (q035), a dict-subclass registry serving its class
    mapping by the pinned key (q022), a decorator registry whose decorator annotates its
    parameter (q036): 1.000 / 0.875.
    Still missed: an autotuner's cold path (q012, a memo), a dynamic rope update under a config
    the inputs build (q021), int() of a cache position's last element (q023)."""
    score = _score_module()
    dirs = sorted(p for p in (HERE / "blind20").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 40
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.95 and got["recall"] >= 0.91, (got["precision"], got["recall"], wrong)


def test_the_blind21_corpus_does_not_regress():
    """tests/corpus/blind21 (40 cases written blind in session 20 by four helpers who saw neither
    the scanner nor any corpus; the same four themes, steered to less-visited corners: disaggregation,
    grammar masks, plan/run kernel wrappers, PEFT and quantizer hooks, mixture-of-depths, stdlib
    statistics). Its first, blind score: precision 0.800, recall 0.667 (tp 16, fp 4, fn 8, tn 12).
    What this session built from it: a branch that only raises is never traced (r014), an annotated
    flag from a table of environment readers (r010), copy.copy of a dataclass instance measured as
    compiling (r039), numpy bit unpacking measured (r002), super().forward followed (r019), Protocol
    and List[X] return annotations (r033, r004), hooks installed over a compiled model's tree (r025),
    Python containers indexed by tensor-read numbers (r003), tests on numbers computed from them
    (r011): 0.958 / 0.958.
    Still missed: a Parameter created on a lazy first-use repack (r016, a memo-like flag). Still
    reported: a workspace pool's grow path that the constructor's reservation makes dead (r017)."""
    score = _score_module()
    dirs = sorted(p for p in (HERE / "blind21").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 40
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.95 and got["recall"] >= 0.95, (got["precision"], got["recall"], wrong)


def test_the_blind22_corpus_does_not_regress():
    """tests/corpus/blind22 (40 cases written blind late in session 20 by four more helpers who saw
    neither the scanner nor any corpus; the same four themes), scored after the session's blind21
    mechanisms. Its first, blind score: precision 0.750, recall 0.375 (tp 9, fp 3, fn 15, tn 13) -
    the lowest start so far. The mechanisms it then guided (`x or Default()` stores, helper calls
    inside and/or tests, locals computed from traced values, torch.where unpacking, comprehensions
    over .tolist(), boolean .tolist(), heapq measured, math.prod, guarded size tests): 0.889 / 0.667;
    after session 21's property reads on other objects (s013), torch.Generator arguments (s003)
    and astuple of tensor dataclasses (s023): 0.905 / 0.792; session 32's cold
    functools.cached_property read (s014, a memo of the first call): 0.909 / 0.833. Still missed: a
    launch grid read from a tensor (s012), an output_attentions flag passed through
    **kwargs to a monkeypatched Logger method (s025), hooks installed by an installer handed to a
    mixin (s026), a float .tolist() of a parameter (s032). Still reported: a warning under a static
    shape test (s037), an alias check of tied weights (s040)."""
    score = _score_module()
    dirs = sorted(p for p in (HERE / "blind22").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 40
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.90 and got["recall"] >= 0.79, (got["precision"], got["recall"], wrong)


def test_the_blind23_corpus_does_not_regress():
    """tests/corpus/blind23 (40 cases written blind early in session 21 by four helpers who saw
    neither the scanner nor any corpus; themes: sampling and speculative decoding, attention
    backends and KV metadata, vision/audio/embedding models, runtime plumbing). Its first, blind
    score: precision 0.933, recall 0.583 (tp 14, fp 1, fn 10, tn 15). The mechanisms it then guided
    (entering a user object made outside the region, torch.Generator arguments, astuple of tensor
    dataclasses - all measured catalogue entries -, disabling project decorators, container
    annotations yielding to constructor flow, import-time environment globals, tolist loop
    variables): 1.000 / 0.917. Still missed: a tolist token passed to a helper that keys a dict by
    it (t002), a fake registered only when triton is importable (t015: the CUDA profile assumes
    it is). t023 (an Optional tensor input of the root whose default None hides the break) is found
    only if root defaults are ignored, which costs model-level precision on HF models (phi4
    multimodal's image inputs): left."""
    score = _score_module()
    dirs = sorted(p for p in (HERE / "blind23").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 40
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.95 and got["recall"] >= 0.91, (got["precision"], got["recall"], wrong)


def test_the_blind24_corpus_does_not_regress():
    """tests/corpus/blind24 (40 cases written blind in session 21 by four helpers who saw neither the
    scanner nor any corpus, on four new themes: MoE routing and quantized linear methods,
    library-style decoder LMs, diffusion/video pipelines, stdlib utilities in traced code). Its
    first, blind score: precision 0.846, recall 0.458 (tp 11, fp 2, fn 13, tn 14). The mechanisms
    it then guided (decorator wrappers that skip while compiling, ModuleList parameters, plain
    helpers returning tensors tested by truth, tensor returns on dead paths, registered buffers
    compared by value, a decorator-registry memo keyed by its parameter, ``+=`` list growth and
    ``Sequential(*blocks)``, catalogue entries for ContextVar.get, ExitStack.enter_context,
    numpy.interp/polyval and torch.autograd._profiler_enabled): 0.947 / 0.750; with blind25's
    value flows (a helper returning its module argument, a ``None`` placeholder filled from outside:
    u022) 0.950 / 0.792. Still missed: an optional kernel import inside the traced function (u004: a
    deployment question), ``math.log`` of a tensor element of
    an unannotated parameter (u026), a cold cached_property (u031, deliberately unreported),
    ``singledispatch`` with a Mapping registration (u034), ``min()`` over ordered dataclasses
    (u035). Still reported: ``.item()`` of an input tensor that dynamo specializes (u027)."""
    score = _score_module()
    dirs = sorted(p for p in (HERE / "blind24").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 40
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.94 and got["recall"] >= 0.79, (got["precision"], got["recall"], wrong)


def test_the_blind25_corpus_does_not_regress():
    """tests/corpus/blind25 (40 cases written blind in session 21 by four helpers who saw neither the
    scanner nor any corpus: the model-runner side of a serving engine, speech/TTS models, JIT
    kernel plumbing, vision-language connectors). Its first, blind score - after blind23 and
    blind24 had guided this session's mechanisms: precision 0.938, recall 0.625 (tp 15, fp 1, fn 9,
    tn 15). After its own (deepcopy of an object annotated to hold tensors, repr of a dataclass
    instance measured, dataclass field default factories, a tensor handed to a helper's test, float
    fields by name, staticmethod parameters followed to their callers): 0.952 / 0.833; with the
    catalogue's tensor queries (Tensor.is_pinned(), v006): 0.955 / 0.875; with tests on the
    elements of a list parameter a caller fills from .tolist() (v013): 0.957 / 0.917. Still missed:
    min(key=lambda) over tensors (v022), a custom op registered
    through a helper without a fake (v023). Still reported: a CUTLASS loader behind a capability
    flag that is False on the CPU the labels ran on and true on the profile's sm90 (v030)."""
    score = _score_module()
    dirs = sorted(p for p in (HERE / "blind25").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 40
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.95 and got["recall"] >= 0.91, (got["precision"], got["recall"], wrong)


def test_the_blind26_corpus_does_not_regress():
    """tests/corpus/blind26 (40 cases written blind at the end of session 21 by four helpers who saw
    neither the scanner nor any corpus: LoRA/adapter serving, state-space and linear-attention
    models, embedding/reranking heads, single-process distributed plumbing), scored once on the
    session's final code and not changed for: precision 1.000, recall 0.833 (tp 20, fp 0, fn 4,
    tn 16) - the first blind corpus whose first score meets recall >= 0.80 with precision >= 0.90.
    Missed then: a dict of scaling values keyed by int(ids[0]) (w002), range() over a length from
    cu_seqlens.tolist() inside a helper (w012), a branch on int() of a mask sum in a padding helper
    (w014), max(counts.tolist()) > cap (w032). Session 22's element reads of a .tolist() list
    (w032) and locals holding a property read (w014), made for blind27: 1.000 / 0.917."""
    score = _score_module()
    dirs = sorted(p for p in (HERE / "blind26").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 40
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.95 and got["recall"] >= 0.91, (got["precision"], got["recall"], wrong)


def test_the_blind27_corpus_does_not_regress():
    """tests/corpus/blind27 (40 cases written blind at the start of session 22 by four helpers who
    saw neither the scanner nor any corpus: structured output and logits processing, quantized KV
    caches and activation quantization, positional encodings, observability hooks). Its first,
    blind score: precision 1.000, recall 0.750 (tp 18, fp 0, fn 6, tn 16). After its mechanisms
    (tests on the elements of a .tolist() list, x023; a bare truth test of a helper returning one
    value read from a tensor, x003; a data-dependent size handed up through helpers, x020;
    torch.histc makes a float tensor, x036): 1.000 / 0.917; with a dict keyed by
    int(self.states[row]) through a helper's parameter, the field holding a tensor (x001): 1.000 /
    0.958. Still missed: .tolist() of an activation's amax (x012: a float tensor only the caller's
    data makes one)."""
    score = _score_module()
    dirs = sorted(p for p in (HERE / "blind27").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 40
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.95 and got["recall"] >= 0.95, (got["precision"], got["recall"], wrong)


def test_the_blind28_corpus_does_not_regress():
    """tests/corpus/blind28 (40 cases written blind in session 22 by four helpers who saw neither the
    scanner nor any corpus: adaptive computation, vocabulary/embedding handling, training utilities
    leaking into inference, buffer and workspace management). Its first score, on the session's
    code before any change for it: precision 0.941, recall 0.667 (tp 16, fp 1, fn 8, tn 15). After
    a factory annotated ``-> nn.Module`` yields to the program modules its body builds (y026,
    y032): 0.947 / 0.750; after a helper's tensor compared by value (y001), a helper comparing what
    another read from a tensor (y014) and a bare test of a registered buffer (y036): 0.955 / 0.875.
    Still missed: a dict keyed by a .tolist() element in a helper (y013), a lazy copy.deepcopy of a
    module behind ``if self._shadow is None`` (y021: a memo, a warning by design), requires_grad_()
    from a freezing registry (y025); still reported: a data_ptr() identity check of tied weights
    dynamo accepts (y016)."""
    score = _score_module()
    dirs = sorted(p for p in (HERE / "blind28").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 40
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.95 and got["recall"] >= 0.87, (got["precision"], got["recall"], wrong)


def test_the_blind29_corpus_does_not_regress():
    """tests/corpus/blind29 (40 cases written blind in session 22 by four helpers who saw neither the
    scanner nor any corpus: recommendation/sparse-feature models, preprocessing inside model code,
    plugin and configuration systems, chunked and streaming inference). Its first score, on the
    session's code before any change for it: precision 1.000, recall 0.833 (tp 20, fp 0, fn 4,
    tn 16) - the second blind corpus whose first score meets recall >= 0.80 with precision >= 0.90.
    After every range() count (a comprehension's too) computed through locals from a helper's
    tensor read (z031) and the .tolist() of a float tensor a helper returns (z016): 1.000 / 0.917;
    with the elements of a *steps: Transform parameter stored as list(steps) (z015, a
    torch.compiler.disable'd resize): 1.000 / 0.958. Still missed: a padding test on the width of a
    tensor sliced by int(lengths.max()) in another helper (z012)."""
    score = _score_module()
    dirs = sorted(p for p in (HERE / "blind29").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 40
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.95 and got["recall"] >= 0.95, (got["precision"], got["recall"], wrong)


def test_the_blind30_corpus_does_not_regress():
    """tests/corpus/blind30 (40 cases written blind in session 22 by four helpers who saw neither the
    scanner nor any corpus: prefix and conversation state caching, numerical-stability helpers,
    dynamic-resolution vision transformers, neural audio codecs). Its first score, on the session's
    code before any change for it: precision 1.000, recall 0.750 (tp 18, fp 0, fn 6, tn 16).
    After an nn.ModuleList built from a local list holds that list's elements (v133) and a float
    cast of an expression counts as float evidence ((x < t).float().tolist(), v114): 1.000 /
    0.833; with names unpacked from ``.tolist()`` (``h, w = image_size.tolist()``) handed to a helper
    whose test reads a local computed from the parameter (v124, session 23): 1.000 / 0.875. Still
    missed: a dict key from param.data_ptr() (v128, v140: dynamo treats data_ptr() of a parameter
    as an unknown integer and fails at the lookup), Counter.update(t.tolist()) (v131)."""
    score = _score_module()
    dirs = sorted(p for p in (HERE / "blind30").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 40
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.95 and got["recall"] >= 0.87, (got["precision"], got["recall"], wrong)


def test_the_blind31_corpus_does_not_regress():
    """tests/corpus/blind31 (40 cases written blind at the end of session 22 by four helpers who saw
    neither the scanner nor any corpus: online reward models, graph neural networks and point
    clouds, time-series forecasting, model merging and adapter composition). Its first score, on
    the session's final code before any change for it: precision 1.000, recall 0.708 (tp 17, fp 0,
    fn 7, tn 16). After a module global filled by a function through ``global`` holds what it
    stores (r038): 1.000 / 0.750; with a chained call's arguments read from the inner call
    (``self.bank.get(idx).delta(x)``, r031): 1.000 / 0.792; with ``cls(**known)`` in a classmethod
    counted as a construction (r007, session 23: the deprecated field's warning): 1.000 / 0.833;
    with a number a module's forward hands on to a cache keyed by it (r012): 1.000 / 0.875; with the
    catalogue's measured ndarray attributes (``arr.dtype`` of ``Tensor.numpy()``, r023): 1.000 /
    0.917. Still missed: a size test after boolean indexing
    in an imputer registry (r025), a logger behind a cache miss (r032: a memo, a warning by
    design)."""
    score = _score_module()
    dirs = sorted(p for p in (HERE / "blind31").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 40
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.95 and got["recall"] >= 0.91, (got["precision"], got["recall"], wrong)


def test_the_blind32_corpus_does_not_regress():
    """tests/corpus/blind32 (40 cases written blind at the start of session 23 by four helpers who
    saw neither the scanner nor any corpus: speculative decoding and draft/verify loops, early exit
    and conditional layer skipping, diffusion denoisers served online, quantized and weight-only
    linear layers). Its first score, on the code of the session's start before any change for it:
    precision 1.000, recall 0.875 (tp 21, fp 0, fn 3, tn 16). With a local holding an element of a
    list parameter (``node = parent_list[node]`` under ``while node >= 0``, the caller passing
    ``parents.tolist()``: q002) and a class field every store of which is a float tensor
    (``self._ramp = torch.linspace(...)``, then ``.tolist()``: q024): 1.000 / 0.958. Still missed:
    ``time.perf_counter`` in an autotuner a decorator returns as an instance (``@autotune`` ->
    ``Autotuner(fn)``), timing candidates on a cache miss (q033: a memo, a warning by design)."""
    score = _score_module()
    dirs = sorted(p for p in (HERE / "blind32").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 40
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.95 and got["recall"] >= 0.95, (got["precision"], got["recall"], wrong)


def test_the_blind33_corpus_does_not_regress():
    """tests/corpus/blind33 (40 cases written blind in session 23 by four helpers who saw neither
    the scanner nor any corpus: multimodal encoders in serving code, tensor-parallel layers in
    single-process inference, KV-cache eviction and sparse attention, mixture-of-experts routing
    and load balancing). Its first score, on the code of the moment before any change for it:
    precision 0.950, recall 0.792 (tp 19, fp 1, fn 5, tn 15). With an object whose ``__call__`` is
    disabled (s115), ``for fn, w in self.terms`` over registry tuples (s134), ``.tolist()`` of a
    parameter a caller passes float top-k values (s125) and a helper's tensor compared by value in
    the test itself (s124): 0.958 / 0.958. Still missed: ``.tolist()`` of an image-size tensor
    whose float dtype only the input shows (s108); still reported: a debug branch behind a flag
    read from a JSON table parsed at import (s129)."""
    score = _score_module()
    dirs = sorted(p for p in (HERE / "blind33").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 40
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.95 and got["recall"] >= 0.95, (got["precision"], got["recall"], wrong)


def test_the_blind34_corpus_does_not_regress():
    """tests/corpus/blind34 (40 cases written blind in session 23 by four helpers who saw neither
    the scanner nor any corpus: beam search and n-best decoding, attention backend selection and
    metadata, retrieval inside the forward, graph-capture and replay runners). Its first score, on
    the code of the moment before any change for it: precision 1.000, recall 0.792 (tp 19, fp 0,
    fn 5, tn 16). With a mapping's ``.get(key, default)`` returning its default (s159: a disabled
    fallback kernel of a registry keyed by head size): 1.000 / 0.833; with iteration over a local
    holding a ``.tolist()`` list (s162), a key cut from a list parameter (``tuple(row[a:b])``, s142)
    and a ``-> list`` factory's body list preferred to its annotation: 1.000 / 0.917. Still missed:
    a reshape by the size of ``nonzero`` (s154), a numpy function dynamo does not support (s167)."""
    score = _score_module()
    dirs = sorted(p for p in (HERE / "blind34").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 40
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.95 and got["recall"] >= 0.91, (got["precision"], got["recall"], wrong)


def test_the_blind35_corpus_does_not_regress():
    """tests/corpus/blind35 (40 cases written blind at the end of session 23 by four helpers who saw
    neither the scanner nor any corpus: tokenizer-adjacent model code, vision backbones in serving
    code, state-space and recurrent inference, offloading and pipelines inside one process),
    scored once on the session's final code: precision 1.000, recall 0.833 (tp 20, fp 0, fn 4,
    tn 16). Missed: ``.tolist()`` values of a byte-fallback hook tested in a helper (s182), a package
    compiled only from outside (no compile call in it: with ``--root`` the timer's clock reads in
    ``__enter__``/``__exit__`` are found, s193), an ``image_size.tolist()`` branch (s197), a
    padding test on ``int(seq_lens.max())`` (s203). Session 24 found the three data-dependent ones
    (comparisons in helpers, a tuple unpacked from a helper, a helper's result from ``int(max())``):
    recall 0.958."""
    score = _score_module()
    dirs = sorted(p for p in (HERE / "blind35").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 40
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.95 and got["recall"] >= 0.95, (got["precision"], got["recall"], wrong)


def test_the_blind36_corpus_does_not_regress():
    """tests/corpus/blind36 (40 cases written blind at the start of session 24 by four helpers who
    saw neither the scanner nor any corpus: logits processing in the compiled step, rotary and
    positional embedding variants, LoRA and adapter serving, metrics / tracing / debugging hooks),
    scored once before anything was changed for it: precision 1.000, recall 0.875 (tp 21, fp 0,
    fn 3, tn 16). Session 24 found the three it missed (an int() of a tensor parameter keying a dict, a
    counter held in a registry dict with a lock, a memo nothing warms before the first compiled call):
    recall 1.000."""
    score = _score_module()
    dirs = sorted(p for p in (HERE / "blind36").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 40
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.95 and got["recall"] >= 0.95, (got["precision"], got["recall"], wrong)


def test_the_blind37_corpus_does_not_regress():
    """tests/corpus/blind37 (40 cases written blind in session 24 by four helpers who saw neither the
    scanner nor any corpus: quantization and dequantization paths, prefix caching and KV block
    management, audio and speech model code, reward models / classifiers / pooling heads), scored
    once before anything was changed for it: precision 1.000, recall 0.833 (tp 20, fp 0, fn 4,
    tn 16). Session 24 found two (a ModuleList indexed by int() of a tensor parameter, a memo
    nothing warms): recall 0.917; session 25 one more (a root's input compared by a helper): 0.958."""
    score = _score_module()
    dirs = sorted(p for p in (HERE / "blind37").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 40
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.95 and got["recall"] >= 0.95, (got["precision"], got["recall"], wrong)


def test_the_blind38_corpus_does_not_regress():
    """tests/corpus/blind38 (40 cases written blind in session 25 by four helpers who saw neither the
    scanner nor any corpus: state-space and recurrent layers, tensor- and sequence-parallel layers on
    one process, recommendation and sparse-feature models, diffusion sampling), scored once before
    anything was changed for it: precision 1.000, recall 0.833 (tp 20, fp 0, fn 4, tn 16). Session
    25 found three (a submodule typed nn.Module, a Sequence[X] parameter, a registry's declared
    __getitem__): recall 0.958."""
    score = _score_module()
    dirs = sorted(p for p in (HERE / "blind38").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 40
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.95 and got["recall"] >= 0.95, (got["precision"], got["recall"], wrong)


def test_the_blind39_corpus_does_not_regress():
    """tests/corpus/blind39 (40 cases written blind in session 26 by four helpers who saw neither the
    scanner nor any corpus: speculative decoding, vision encoders of multimodal models, multi-LoRA
    serving, quantized and paged KV caches), scored once before anything was changed for it:
    precision 0.850, recall 0.708 (tp 17, fp 3, fn 7, tn 13). Session 26 found the seven (callables
    handed to constructors and hook registrations, a property of a module-level object, a property
    returning a tensor tested for truth, rows of ``.tolist()`` numbers unpacked or returned by a
    helper, a hash of
    tensor data) and cleared two of the three false ones: precision 0.960, recall 1.000. Session 27
    cleared the third (a frozen config built at import through an ``_env_flag`` helper): 1.000."""
    score = _score_module()
    dirs = sorted(p for p in (HERE / "blind39").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 40
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.95 and got["recall"] >= 0.95, (got["precision"], got["recall"], wrong)


def test_the_blind40_corpus_does_not_regress():
    """tests/corpus/blind40 (40 cases written blind in session 27 by four helpers who saw neither the
    scanner nor any corpus: audio and speech models, logits processing and structured output, MoE
    routing, attention backends and positions), scored once before anything was changed for it:
    precision 0.724, recall 0.875 (tp 21, fp 8, fn 3, tn 8). Session 27 cleared six of the eight
    false ones (configurations read from the environment at import through helpers, field
    factories, classmethods and imported constants; a registry keyed by such a constant or a
    constructor's literal) and found two of the three misses (a hook registered at import, a
    helper comparing a list cut from ``.tolist()`` numbers): precision 0.920, recall 0.958."""
    score = _score_module()
    dirs = sorted(p for p in (HERE / "blind40").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 40
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.90 and got["recall"] >= 0.95, (got["precision"], got["recall"], wrong)


def test_the_blind41_corpus_does_not_regress():
    """tests/corpus/blind41 (40 cases written blind in session 28 by four helpers who saw neither the
    scanner nor any corpus: quantized linear layers and their kernel loaders, distributed glue in
    the forward, sampling and decoding steps, model-state plumbing - caches, hooks, metrics),
    scored once before anything was changed for it: precision 0.909, recall 0.833 (tp 20, fp 2,
    fn 4, tn 14). Session 28 found the four misses (objects a comprehension builds from the classes
    a constructor is handed, hooks registered on a module a compiled function calls, a hook list a
    registering function appends to, a ``-> type`` factory returning registry entries): precision
    0.923, recall 1.000. The two false ones left: a field read through a constructor's parameter
    under the profile's ``quant_config`` pin, a warning behind a length test on a static shape."""
    score = _score_module()
    dirs = sorted(p for p in (HERE / "blind41").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 40
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.90 and got["recall"] >= 0.95, (got["precision"], got["recall"], wrong)


def test_the_blind42_corpus_does_not_regress():
    """tests/corpus/blind42 (40 cases written blind in session 29 by four helpers who saw neither the
    scanner nor any corpus: positional encodings and rotary caches, norm and activation wrappers
    with backend dispatch, batch bookkeeping inside the forward, embedding layers and output
    heads), scored once before anything was changed for it: precision 0.857, recall 0.750 (tp 18,
    fp 3, fn 6, tn 13). Session 29 read values where these packages write them (a class-body method
    alias, an unbuilt class's annotated parameter, a two-level registry, an f-string getattr, an
    annotated dict registry, a module-level flag table, an unbuilt configuration's defaults):
    precision 1.000, recall 0.875. Left: two cases that break only off the default profile (a CPU
    fallback behind ``current_platform.is_cuda()``, an extend-only branch under the profile's
    ``ForwardMode=DECODE``) and a ``sorted(key=...)`` over ``.tolist()`` values two calls down."""
    score = _score_module()
    dirs = sorted(p for p in (HERE / "blind42").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 40
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.95 and got["recall"] >= 0.85, (got["precision"], got["recall"], wrong)


def test_the_blind43_corpus_does_not_regress():
    """tests/corpus/blind43 (40 cases written blind late in session 29 by four helpers who saw
    neither the scanner nor any corpus: encoder-decoder and cross-attention models, adaptive
    computation inside the forward, training-time utilities in compiled code, lazy and meta-device
    setup seen from the forward), scored once before anything was changed for it: precision 0.833,
    recall 0.625 (tp 15, fp 3, fn 9, tn 13). Session 29 read the values five of them write (a
    decorator registry of instances, a factory keyed by its callers' configuration default, a bare
    test of a parameter handed a tensor, an unbuilt configuration's default under ``self.x.y``,
    ``Core().train()`` keeping the module): precision 0.947, recall 0.750; session 30's measured
    storage methods (``storage.data_ptr()`` of ``storage = t.untyped_storage()``) find s532: 0.950 /
    0.792. Left: a property read on an object a module call is handed (s502), a wrapper module
    inserted by an ``apply_*`` helper (s528), ``nn.Parameter`` made on first use (s531),
    ``weight._version`` (s534), a rope built on meta (s536); a weakref's liveness (s538, reported).
    Session 33's tensor fields on plain objects (``self.filled = torch.zeros(...)``, blind50 s801)
    find s502: 0.952 / 0.833."""
    score = _score_module()
    dirs = sorted(p for p in (HERE / "blind43").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 40
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.95 and got["recall"] >= 0.83, (got["precision"], got["recall"], wrong)


def test_the_blind44_corpus_does_not_regress():
    """tests/corpus/blind44 (40 cases written blind at the start of session 30 by four helpers who
    saw neither the scanner nor any corpus: instrumentation inside the forward, numerics guards and
    debug checks, mixed precision and dtype plumbing, CUDA-graph capture helpers), scored once
    before anything was changed for it: precision 0.870, recall 0.833 (tp 20, fp 3, fn 4, tn 13).
    Session 30's mechanisms (``tests/test_blind44_shapes.py``: a Logger subclass's method at its call, forward hooks registered by a helper the model is handed,
    ``math.isfinite`` of an ``.item()`` value, a local alias of a configuration field, measured
    tensor queries, ``torch.result_type``): precision 0.920, recall 0.958 (missed: an autograd
    Function's forward, s563, whose edge made HF's IBert a false positive). Still reported: a
    validator behind a flag an environment read in ``__post_init__`` could set (s559), a policy
    registry keyed by a class attribute in a dict comprehension (s560)."""
    score = _score_module()
    dirs = sorted(p for p in (HERE / "blind44").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 40
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.90 and got["recall"] >= 0.95, (got["precision"], got["recall"], wrong)


def test_the_blind45_corpus_does_not_regress():
    """tests/corpus/blind45 (40 cases written blind in session 30, after blind44 was in but before
    its mechanisms: pipeline-parallel stage glue, plugin systems and monkey-patching, expert-parallel
    dispatch and combine, sliding-window / chunked / sink attention schedules), scored once on the
    committed scanner before anything was changed for it: precision 0.952, recall 0.833 (tp 20,
    fp 1, fn 4, tn 15). With session 30's mechanisms (a forward replaced on the model's modules by
    ``types.MethodType`` or a wrapper, a hook given through ``functools.partial``, a branch on a
    registered buffer): precision 0.960, recall 1.000. Still reported: a class's forward a plugin
    replaces at import (s592: the original forward's barriers)."""
    score = _score_module()
    dirs = sorted(p for p in (HERE / "blind45").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 40
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.95 and got["recall"] >= 0.95, (got["precision"], got["recall"], wrong)


def test_the_blind46_corpus_does_not_regress():
    """tests/corpus/blind46 (40 cases written blind late in session 30, after the blind44/45
    mechanisms were committed: pooling and scoring heads, multimodal embedding merge, decode-step
    bookkeeping, kernel autotuning and config lookup), scored once on that commit before anything
    was changed for it: precision 0.955, recall 0.875 (tp 21, fp 1, fn 3, tn 15). A parametrized
    generic base and a decorator returning an object whose ``__call__`` runs: precision 0.958,
    recall 0.958. Still missed: ``.tolist()`` of a float tensor no dtype evidence reaches (s632);
    reported: a device-keyed provider that is CUDA's under the default profile (s660)."""
    score = _score_module()
    dirs = sorted(p for p in (HERE / "blind46").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 40
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.95 and got["recall"] >= 0.95, (got["precision"], got["recall"], wrong)


def test_the_blind47_corpus_does_not_regress():
    """tests/corpus/blind47 (40 cases written blind in session 31: quantized linear and MoE weight
    plumbing, speculative decoding glue, LoRA/adapter serving, state-space and linear-attention
    layers), scored once on d5e9e3f before anything was changed for it: precision 0.955, recall
    0.875 (tp 21, fp 1, fn 3, tn 15). It then guided (tests/test_blind47_shapes.py): torch's private
    capability queries measured (s661), a dataclass's generated ``__init__`` running
    ``__post_init__`` (s699), a registry keyed by a pinned parameter (s669, was reported), numbers
    a generator yields from ``.tolist()`` (s682): precision 1.000, recall 1.000."""
    score = _score_module()
    dirs = sorted(p for p in (HERE / "blind47").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 40
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.95 and got["recall"] >= 0.95, (got["precision"], got["recall"], wrong)


def test_the_blind48_corpus_does_not_regress():
    """tests/corpus/blind48 (40 cases written blind in session 32: vision encoders seen from the
    compiled forward, KV-cache and paged-attention glue, custom operators and kernel wrappers,
    configuration and environment-driven behaviour), scored once on ba60cf7 before anything was
    changed for it: precision 0.810, recall 0.708 (tp 17, fp 4, fn 7, tn 12). It then guided
    (tests/test_blind48_shapes.py): functions handed to a parameter the callee calls (s728's
    shape), a mapping annotation's value class for an empty container (s717), the environment
    writers measured (s738): precision 0.826, recall 0.792 (tp 19, fp 4, fn 5, tn 12); then a
    cold functools.cached_property read as a memo of a fullgraph=True root's first call (s734, s703),
    property getters on what a function returns, version checks decided on the deployment's torch
    (s735, was reported): precision 0.870, recall 0.833 (tp 20, fp 3, fn 4, tn 13)."""
    score = _score_module()
    dirs = sorted(p for p in (HERE / "blind48").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 40
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.86 and got["recall"] >= 0.83, (got["precision"], got["recall"], wrong)


def test_the_blind49_corpus_does_not_regress():
    """tests/corpus/blind49 (40 cases written blind in session 33: diffusion/DiT denoising blocks,
    expert-parallel load statistics and EPLB hooks, fp8/int8 dynamic scaling and calibration,
    CUDA-graph batch bucketing and vocab-parallel heads), scored once on 23e97d1 before anything was
    changed for it: precision 0.900, recall 0.750 (tp 18, fp 2, fn 6, tn 14). It then guided
    (tests/test_blind49_shapes.py): a decorator factory typed with a TypeVar returns its wrapper
    (s747, s759), next() on a generator made outside the region (measured, s756), float buffers
    registered with torch.zeros (s762), os.getenv(name, default) in a helper whose calls leave the
    default (s760): precision 0.957, recall 0.917 (tp 22, fp 1, fn 2, tn 15)."""
    score = _score_module()
    dirs = sorted(p for p in (HERE / "blind49").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 40
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.95 and got["recall"] >= 0.91, (got["precision"], got["recall"], wrong)


def test_the_blind50_corpus_does_not_regress():
    """tests/corpus/blind50 (40 cases written blind in session 33: structured-output token
    bitmasks, weight post-processing reached from forward, encoder-decoder and cross-attention
    caches, serving metrics and request bookkeeping), scored once on 7d4c5c8 before anything was
    changed for it: precision 0.769, recall 0.833 (tp 20, fp 6, fn 4, tn 10). It then guided
    (tests/test_blind50_shapes.py): registries keyed by class attributes and picked by a local an
    environment helper fills (s787), one-expression properties of config objects folded (s790),
    deeper attribute chains folded where they stand (s809), a constructor parameter's method called
    on what the constructions pass (s799), a Parameter of a tensor computed in the region (measured,
    s792), tensors stored on plain objects (s801): precision 0.917, recall 0.917 (tp 22, fp 2, fn 2,
    tn 14); a list annotation over the registry functions a comprehension returns (s815): precision
    0.920, recall 0.958 (tp 23, fp 2, fn 1, tn 14)."""
    score = _score_module()
    dirs = sorted(p for p in (HERE / "blind50").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 40
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.92 and got["recall"] >= 0.95, (got["precision"], got["recall"], wrong)


def test_the_blind51_corpus_does_not_regress():
    """tests/corpus/blind51 (40 cases written blind in session 34: disaggregated prefill/decode KV
    connectors and their layer-wise hooks, multimodal M-RoPE and placeholder merging, batch-invariant
    modes and activation registries, hybrid per-layer architectures), scored once on b1c96bd before
    anything was changed for it: precision 0.900, recall 0.750 (tp 18, fp 2, fn 6, tn 14). It then
    guided (tests/test_blind51_shapes.py): lazy loaders stored by ``cls._registry[name] = loader``
    (s821), ``inspect.getfullargspec`` of a Python function measured compiling (s824), a local read
    as a truth folded from its stores (s828), a mapping of callables handed as a parameter (s835),
    ``torch.library.Library`` measured (s846), the methods of a global the deployment installs
    (s822): precision 1.000, recall 0.917 (tp 22, fp 0, fn 2, tn 16; s843 needs a server flag the
    case sets outside the package; s851's mechanism - a root's Optional[Tensor] parameter not read as
    its default - was reverted for the Hugging Face set, and a scan after other corpora in one process
    misses it)."""
    score = _score_module()
    dirs = sorted(p for p in (HERE / "blind51").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 40
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.99 and got["recall"] >= 0.91, (got["precision"], got["recall"], wrong)


def test_the_blind52_corpus_does_not_regress():
    """tests/corpus/blind52 (40 cases written blind in session 34: attention biases and masks -
    ALiBi, T5 buckets, chunked local masks; kernel configuration lookup by shape; model-specific
    numerics quirks - soft-capping, YaRN, LongRoPE; input preparation inside the model - position
    ids, padding side, cache positions), scored once on f15a743 (blind51's mechanisms in) before
    anything was changed for it: precision 0.826, recall 0.792 (tp 19, fp 4, fn 5, tn 12). It then
    guided (tests/test_blind52_shapes.py): an attribute stored from an environment reader folded
    (s870), a reader table's entries made by a factory returning lambdas (s898), a registry keyed by
    a parameter every call fixes (s885), a memo the runner's constructor warms by running the model
    (s874), a decorator returning ``torch.compiler.disable(wrapper)`` (s886): precision 0.952,
    recall 0.833 (tp 20, fp 1, fn 4, tn 15)."""
    score = _score_module()
    dirs = sorted(p for p in (HERE / "blind52").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 40
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.90 and got["recall"] >= 0.79, (got["precision"], got["recall"], wrong)


def test_the_blind53_corpus_does_not_regress():
    """tests/corpus/blind53 (40 cases written blind in session 34: generation utilities in a
    compiled decode step, mixed precision and dtype handling, distributed-aware utilities in a
    single process, compatibility shims inside forward), scored once on ab8018a (blind51's and
    blind52's mechanisms in) before anything was changed for it: precision 0.870, recall 0.833
    (tp 20, fp 3, fn 4, tn 13). It then guided (tests/test_blind53_shapes.py): a cached_property the
    holder's ``__init__`` warms on the object it stores (s910), a comprehension registry keyed by the
    classes' attribute (s920), a getter named for a pinned quantity (s927), the wrapper of a
    decorator below ``@torch.compile`` (s915): precision 1.000, recall 0.875 (tp 21, fp 0, fn 3,
    tn 16)."""
    score = _score_module()
    dirs = sorted(p for p in (HERE / "blind53").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 40
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.95 and got["recall"] >= 0.83, (got["precision"], got["recall"], wrong)


def test_the_blind54_corpus_does_not_regress():
    """tests/corpus/blind54 (40 cases written blind in session 34: KV-cache write paths in native
    fallbacks, output heads and logits post-processing, vision-language projectors and resamplers,
    training-style utilities inside an inference forward), scored once on b94591f (blind51-53's
    mechanisms in) before anything was changed for it: precision 1.000, recall 0.583 (tp 14, fp 0,
    fn 10, tn 16). It then guided (tests/test_blind54_shapes.py): a test on a random tensor (s971),
    ``requires_grad_`` on a module's parameters (s975), ``checkpoint_sequential`` and
    ``saved_tensors_hooks`` measured (s974, s972: a library class's constructor through
    ``super().__init__``), a ``-> Type[nn.Module]`` factory over a registry (s962), a method of a
    parameter whose callers cannot be read dispatched by its name (s943): precision 1.000, recall
    0.833 (tp 20, fp 0, fn 4, tn 16)."""
    score = _score_module()
    dirs = sorted(p for p in (HERE / "blind54").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 40
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.95 and got["recall"] >= 0.79, (got["precision"], got["recall"], wrong)


def test_the_blind55_corpus_does_not_regress():
    """tests/corpus/blind55 (40 cases written blind in session 35: sliding-window, chunked and
    local/global attention; module hooks and parametrizations; batch metadata builders; Python-level
    dynamic dispatch - getattr by name, ``__call__``/``__getattr__`` overrides, descriptors,
    metaclasses), scored once on 4f4a1f6 (session 34's mechanisms) before anything was changed for
    it: precision 0.706, recall 0.500 (tp 12, fp 5, fn 12, tn 11) - the lowest first score yet. It
    then guided (tests/test_blind55_shapes.py): fields of local objects holding tensor values,
    sorts of ``.tolist()`` numbers, classes built through a name that holds them, tuple unpacking
    of call results, ``__getattr__`` fallbacks, descriptors, properties tested on parameters,
    registry keys and env flags read through properties, hooks scoped to a ``with`` block, class
    decorators that disable methods, parametrizations: precision 0.909, recall 0.833 (tp 20, fp 2,
    fn 4, tn 14). The floor keeps one case of slack."""
    score = _score_module()
    dirs = sorted(p for p in (HERE / "blind55").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 40
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.86 and got["recall"] >= 0.79, (got["precision"], got["recall"], wrong)


def test_the_blind56_corpus_does_not_regress():
    """tests/corpus/blind56 (40 cases written blind in session 35: tensor subclasses and extension
    points - ``__torch_function__``, wrapper tensors, ``autograd.Function``, custom ops with Python
    fallbacks; validation and error handling in a forward; caching structures - radix and prefix
    caches, tensor LRUs, block tables; dtype and device plumbing), scored once on 48f3620 (blind55's
    mechanisms) before anything was changed for it: precision 0.846, recall 0.458 (tp 11, fp 2,
    fn 13, tn 14). It then guided (tests/test_blind56_shapes.py): ``warnings.filterwarnings``
    measured, hashes of list parameters given ``.tolist()`` numbers, exception classes whose
    ``__init__`` calls ``super().__init__`` raised on a path a caller catches: precision 0.875,
    recall 0.583 (tp 14, fp 2, fn 10, tn 14). The floor keeps one case of slack."""
    score = _score_module()
    dirs = sorted(p for p in (HERE / "blind56").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 40
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.82 and got["recall"] >= 0.54, (got["precision"], got["recall"], wrong)


def test_the_blind57_corpus_does_not_regress():
    """tests/corpus/blind57 (40 cases written blind in session 36: context managers and
    forward-scoped global state - ``with`` blocks, context variables, thread-locals, forward-context
    getters; Python iteration in a forward - generators, itertools, comprehensions, filters; quant
    method and kernel selection - quant configs, platform objects, kernel choosers, optional kernel
    packages; Python numerics on shapes and scalars - math, bit tricks, numpy, struct, divmod),
    scored once on 5c65f78 (blind56's mechanisms) before anything was changed for it: precision
    0.778, recall 0.583 (tp 14, fp 4, fn 10, tn 12). It then guided (tests/test_blind57_shapes.py):
    conversions of tensor values through helpers, divmod / bit_length, context managers a method
    returns from its receiver, sorts of ModuleDict items, lambda predicates and keys, comprehension
    filters, constructor parameters passed on, float() folds: precision 0.955, recall 0.875 (tp 21,
    fp 1, fn 3, tn 15); then tensor fields of dataclass parameters, max/min keyed over objects, and
    imports of packages that are not installed: 0.958 / 0.958 (tp 23, fp 1, fn 1, tn 15). The floor
    keeps one case of slack."""
    score = _score_module()
    dirs = sorted(p for p in (HERE / "blind57").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 40
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.91 and got["recall"] >= 0.91, (got["precision"], got["recall"], wrong)


def test_the_blind58_corpus_does_not_regress():
    """tests/corpus/blind58 (40 cases written blind in session 36: module and parameter
    introspection in a forward - named_parameters loops, weight-tying checks, dir(); strings and
    names - prefixes, regexes, str enums, keys; dataclasses, NamedTuples and config objects -
    asdict, deepcopy, __post_init__, cached_property; functools and decorators - partial,
    lru_cache, singledispatch, reduce, stacked wrappers), scored once on 243faf7 (blind57's
    mechanisms) before anything was changed for it: precision 0.750, recall 0.625 (tp 15, fp 5,
    fn 9, tn 11). It then guided (tests/test_blind58_shapes.py): module-level constructions and
    keyword passes flowing config objects, requires_grad_ through a parameter generator, re.Match of
    a compiled pattern, module call results, f-string !r, registry keys from an envs module:
    precision 0.840, recall 0.875 (tp 21, fp 4, fn 3, tn 12). The floor keeps one case of slack."""
    score = _score_module()
    dirs = sorted(p for p in (HERE / "blind58").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 40
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.80 and got["recall"] >= 0.83, (got["precision"], got["recall"], wrong)


def test_the_blind59_corpus_does_not_regress():
    """tests/corpus/blind59 (40 cases written blind in session 36: multimodal input merging -
    placeholder masks, embedding scatter, count checks; Python containers of tensors - dicts,
    deques, heaps, defaultdicts, list.remove; numerical-safety and debug utilities - NaN checks,
    stats collectors, dumpers, anomaly toggles; wrappers around Hugging Face-style models - kwarg
    filters, output conversion, generation-config defaults), scored once on e0f57fc (blind58's
    mechanisms) before anything was changed for it: precision 0.857, recall 0.750 (tp 18, fp 3,
    fn 6, tn 13). It then guided (tests/test_blind59_shapes.py): torch.autograd's anomaly switches
    probed, sorts of tensor-valued dict items: precision 0.870, recall 0.833 (tp 20, fp 3, fn 4,
    tn 13). The floor keeps one case of slack."""
    score = _score_module()
    dirs = sorted(p for p in (HERE / "blind59").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 40
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.83 and got["recall"] >= 0.79, (got["precision"], got["recall"], wrong)


def test_the_blind60_corpus_does_not_regress():
    """tests/corpus/blind60 (40 cases written blind in session 37: speculative decoding - draft /
    verify, tree masks, accepted lengths; multi-LoRA serving - adapter slots, segment GEMM wrappers,
    registries; paged KV cache handling - block tables, fp8 cache scales, pools; sampling and logits
    processing - penalties, grammar masks, logit bias tables), scored once on 565eb54 (blind59's
    mechanisms) before anything was changed for it: precision 0.842, recall 0.667 (tp 16, fp 3,
    fn 8, tn 13). It then guided (tests/test_blind60_shapes.py): elements of a ``.tolist()`` list
    taken into locals, decorator factories' callable parameters, augmented flag stores, either
    arm of a conditional local, default pins yielding to call values, object defaults of
    constructor parameters: precision 0.913, recall 0.875 (tp 21, fp 2, fn 3, tn 14). The floor
    keeps one case of slack."""
    score = _score_module()
    dirs = sorted(p for p in (HERE / "blind60").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 40
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.87 and got["recall"] >= 0.83, (got["precision"], got["recall"], wrong)


def test_the_blind61_corpus_does_not_regress():
    """tests/corpus/blind61 (40 cases written blind in session 37: mixture-of-experts routing -
    grouped top-k, expert location maps, dispatchers; observability inside model code - metrics,
    timers, profiler ranges, recorders; rotary and position encodings - scaling configs, cache
    growth, mrope; tensor / pipeline parallel helpers - coordinators, communicators, custom-op
    collectives), scored once on 565eb54 before anything was changed for it: precision 0.882,
    recall 0.625 (tp 15, fp 2, fn 9, tn 14). It then guided (tests/test_blind61_shapes.py): a
    parameter default against a default pin, hooks appended into a ``defaultdict(list)``,
    import-time multi-rank setup, ``ctypes`` library calls, module calls passing the caller's
    attribute: precision 0.952, recall 0.833 (tp 20, fp 1, fn 4, tn 15). The floor keeps one case
    of slack."""
    score = _score_module()
    dirs = sorted(p for p in (HERE / "blind61").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 40
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.90 and got["recall"] >= 0.79, (got["precision"], got["recall"], wrong)


def test_the_blind62_corpus_does_not_regress():
    """tests/corpus/blind62 (40 cases written blind in session 37 after blind60's and blind61's
    mechanisms: vision encoders in serving engines - patch attention masks, cu_seqlens, 2D rotary;
    quantized linear layers - scales, kernel dispatch, load-time checks in forward; hybrid and
    state-space models - state caches, chunked scans; embedding, reranker and pooling models),
    scored once on 94d753e (those mechanisms) before anything was changed for it:
    precision 0.852, recall 0.958 (tp 23, fp 4, fn 1, tn 12). It then guided
    (tests/test_blind62_shapes.py): dataclass fields whose factory is an environment flag's
    ``get``, attributes stored from an ``or`` of a config field and an environment read, the
    length of a list read from a tensor as a static loop bound: precision 0.920, recall 0.958
    (tp 23, fp 2, fn 1, tn 14). The floor keeps one case of slack."""
    score = _score_module()
    dirs = sorted(p for p in (HERE / "blind62").iterdir() if (p / "case.py").is_file())
    assert len(dirs) >= 40
    labels = score._load_labeller().label_cases(dirs)
    got = score.score(labels, score.static_verdicts(dirs))
    wrong = [(r["case"], r["truth"], r["static"]) for r in got["rows"] if r["truth"] != r["static"]]
    assert got["precision"] >= 0.88 and got["recall"] >= 0.91, (got["precision"], got["recall"], wrong)
