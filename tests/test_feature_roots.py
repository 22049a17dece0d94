"""Models that belong to an optional serving feature the deployment leaves off are no guessed
roots: speculative decoding's draft models (sglang's ``dflash``, ``kimi_k25_eagle3``, ``*_mtp``
and the classes derived from them; vLLM's ``spec_decode/``) are built only with a speculative
algorithm, and the default profile pins ``speculative_config=None``. In a scan that guesses an
engine's models, the explicit compiles of such modules (``@torch.compile`` samplers of a
``spec_decode`` package) are left out too: the engine runs the deployment the profile describes.
The report counts what it left out, ``--value speculative_config=?`` brings them back, a scan that
guesses nothing else keeps the draft model (then it is the model), and a scan of a package with
explicit compiles only (no guessed models) keeps them all: they compile whenever they are called."""
from __future__ import annotations

from compilelint import profile as prof
from compilelint.scan import scan
from test_scan_features import make

FILES = {
    "clfeat/__init__.py": "",
    "clfeat/runner.py": """
        import torch


        def patch_model(model):
            return torch.compile(model.forward)


        class Runner:
            def __init__(self, model):
                self.model = model

            def capture(self):
                return patch_model(self.model)
        """,
    "clfeat/models/__init__.py": "",
    "clfeat/models/llama.py": """
        import torch


        class LlamaForCausalLM(torch.nn.Module):
            def forward(self, x):
                print("target")
                return x + 1
        """,
    "clfeat/models/llama_eagle3.py": """
        import torch


        class LlamaForCausalLMEagle3(torch.nn.Module):
            def forward(self, x):
                print("draft")
                return x + 1
        """,
    "clfeat/models/lilac.py": """
        from clfeat.models.llama_eagle3 import LlamaForCausalLMEagle3


        class LilacDraft(LlamaForCausalLMEagle3):
            pass
        """,
    "clfeat/spec_decode/__init__.py": "",
    "clfeat/spec_decode/utils.py": """
        import torch


        @torch.compile
        def select_tokens(x):
            print("select")
            return x + 1
        """,
}


def _roots(result):
    return sorted({f.root.rsplit(".", 2)[-2] if f.root.endswith(".forward") else f.root.rsplit(".", 1)[-1]
                   for f in result.findings})


def test_draft_models_are_left_out_while_speculative_decoding_is_off(tmp_path):
    make(tmp_path, FILES)
    r = scan([str(tmp_path / "clfeat")], no_cache=True)
    assert _roots(r) == ["LlamaForCausalLM"]
    # the eagle3 class (and its subclass) and the spec_decode helper
    assert r.summary()["roots_left_out"] == {"speculative decoding": 2}
    on = scan([str(tmp_path / "clfeat")], no_cache=True, profile=prof.make(values={"speculative_config": "?"}))
    assert _roots(on) == ["LlamaForCausalLM", "LlamaForCausalLMEagle3", "select_tokens"]
    assert on.summary()["roots_left_out"] == {}


def test_explicit_compiles_stay_roots_where_no_model_is_guessed(tmp_path):
    files = {k: v for k, v in FILES.items() if k.startswith(("clfeat/__init__", "clfeat/spec_decode"))}
    make(tmp_path, files)
    r = scan([str(tmp_path / "clfeat")], no_cache=True)
    assert _roots(r) == ["select_tokens"] and r.summary()["roots_left_out"] == {}


def test_a_draft_model_that_is_all_the_scan_guesses_is_the_model(tmp_path):
    files = {k: v for k, v in FILES.items() if "llama.py" not in k}
    make(tmp_path, files)
    r = scan([str(tmp_path / "clfeat")], no_cache=True)
    assert "LlamaForCausalLMEagle3" in _roots(r)


def test_feature_tokens_are_whole_words():
    assert prof.feature_named("sglang.srt.speculative.uno_utils") == "speculative decoding"
    assert prof.feature_named("vllm.v1.spec_decode.eagle") == "speculative decoding"
    assert prof.feature_named("sglang.srt.models.kimi_k25_eagle3.Eagle3DeepseekV2ForCausalLM") == \
        "speculative decoding"
    # a word inside another word is no token
    assert prof.feature_named("sglang.srt.layers.drafted_linear") is None
    assert prof.feature_named("sglang.srt.models.llama") is None
