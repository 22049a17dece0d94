"""The deployment a scan assumes: platform, device capability, CUDA version, environment.

A call edge exists only where it can happen on the machine the engine runs on. Serving engines
keep each platform's code in modules named for it (sglang's ``hardware_backend/npu/``,
``aiter_backend.py``; vLLM's ``platforms/rocm.py``, ``xpu_ops``): under a CUDA deployment the
classes defined there are never the receiver of a dispatch, and their compile calls never run.
The report header names the profile, so a reader knows which deployment the findings assume.
"""
from __future__ import annotations

import ast
import os
import functools
import re
from dataclasses import dataclass, field
from typing import Optional

# module-name tokens that tie a module to one platform (a part of the dotted name, or one
# ``_``-separated word of it); "cpu" only as a whole part (``cpu_offload`` runs on GPUs too)
PLATFORM_TOKENS = {
    "npu": "npu", "ascend": "npu",
    "rocm": "rocm", "hip": "rocm", "aiter": "rocm", "amd": "rocm",
    "xpu": "xpu", "hpu": "hpu", "habana": "hpu", "gaudi": "hpu",
    "tpu": "tpu", "pallas": "tpu", "mlu": "mlu", "musa": "musa", "neuron": "neuron",
    "mlx": "mps", "mps": "mps", "metal": "mps",
}
WHOLE_PART_TOKENS = {"cpu": "cpu"}
PLATFORMS = ("cuda", "rocm", "cpu", "npu", "xpu", "hpu", "tpu", "mlu", "musa", "neuron", "mps")


@dataclass(frozen=True)
class Profile:
    name: str = "cuda"
    platform: str = "cuda"
    capability: Optional[str] = None      # e.g. "sm90", "sm120"
    cuda_version: Optional[str] = None    # e.g. "12.8"
    env: tuple = field(default_factory=tuple)  # ((NAME, value), ...)
    # how the compiled modules run: "eval" (inference, ``model.eval()``: ``self.training`` is
    # False), "train" (True), None (unknown unless the code calls ``.eval()`` before compiling)
    mode: Optional[str] = None
    # values the deployment fixes, as written (``((NAME, TEXT), ...)``): ``quant_config=None`` - a
    # parameter or attribute named ``quant_config`` holds that literal (an unquantized
    # checkpoint); ``ForwardMode=DECODE`` - every value of the enum class named ``ForwardMode`` is
    # its member ``DECODE`` (sglang compiles the decode step it captures in CUDA graphs)
    values: tuple = field(default_factory=tuple)
    # the architectures the served checkpoint names (its config.json's ``architectures``): the
    # only models of an engine's registry that are compiled; () when unknown
    architectures: tuple = field(default_factory=tuple)
    # names among ``values`` the user fixed (``--value``, the project's configuration, a
    # checkpoint's config.json); the others are the profile's defaults, which yield to the program
    user_pins: tuple = field(default_factory=tuple)
    # default pins withdrawn because the program's import-time code writes another value for the
    # name (``Config(rope_scaling={"rope_type": "dynamic"})``): the program decides them
    unpinned: tuple = field(default_factory=tuple)

    def yield_to(self, writes: dict) -> "Profile":
        """This profile without the default pins that ``writes`` ({name: {literal text or None}},
        what the program's import-time code writes) contradicts."""
        literals, _, choices = _pins(self.values)
        drop = []
        widen: dict = {}
        for k, _text in self.values:
            if k in self.user_pins or k not in writes:
                continue
            allowed = choices.get(k, frozenset((literals[k],)) if k in literals else None)
            if allowed is None:
                continue
            extra = set()
            for w in writes[k]:
                ok, v = _literal(w) if w is not None else (False, None)
                if not ok or not (v is None or type(v) in (str, int, float, bool)):
                    drop.append(k)
                    break
                if v not in allowed:
                    extra.add(v)
            else:
                if extra:
                    # the program writes literals of its own: the name holds one of those or the
                    # library's default (``rope_type`` is "dynamic" where its configuration says so)
                    widen[k] = repr(set(allowed) | extra)
        if not drop and not widen:
            return self
        values = tuple((k, widen.get(k, t)) for k, t in self.values if k not in drop)
        return Profile(self.name, self.platform, self.capability, self.cuda_version, self.env, self.mode,
                       values, self.architectures, self.user_pins,
                       tuple(sorted(set(self.unpinned) | set(drop) | set(widen))))

    def multi_gpu(self) -> "Profile":
        """This profile without the one-GPU default pins (``tp_size=1``, ``world_size=1``, ...): the
        program itself sets up several ranks at import (``init_tp_group(tp_size=2)``)."""
        names = {k for k, _ in ONE_GPU} - set(self.user_pins)
        drop = [k for k, _ in self.values if k in names]
        if not drop:
            return self
        values = tuple((k, t) for k, t in self.values if k not in names)
        return Profile(self.name, self.platform, self.capability, self.cuda_version, self.env, self.mode,
                       values, self.architectures, self.user_pins, tuple(sorted(set(self.unpinned) | set(drop))))

    def value_of(self, name: str) -> tuple:
        """(True, literal) when the profile fixes the parameter or attribute ``name``."""
        literals = _pins(self.values)[0]
        return (True, literals[name]) if name in literals else (False, None)

    def choices_of(self, name: str) -> Optional[frozenset]:
        """The literals ``name`` may hold: one when the profile fixes it, several for a pin written
        as a set (``_attn_implementation={'sdpa', 'eager'}``: one of them, which one unknown)."""
        literals, _, choices = _pins(self.values)
        if name in literals:
            return frozenset((literals[name],))
        return choices.get(name)

    def enum_member(self, cls_name: str) -> Optional[str]:
        """The member the profile fixes for the enum class named ``cls_name``, if any; for a class
        family (``AttentionBackend=FlashAttentionBackend``) the implementation the deployment picks."""
        return _pins(self.values)[1].get(cls_name)

    implementation = enum_member

    def device_capability(self) -> Optional[tuple]:
        """(major, minor) of the CUDA device the profile names (sm90 -> (9, 0), sm120 -> (12, 0)),
        None on another platform or when no capability is given."""
        if self.platform != "cuda" or not self.capability:
            return None
        digits = self.capability[2:] if self.capability.startswith("sm") else ""
        if not digits.isdigit():
            return None
        return divmod(int(digits), 10)

    def describe(self) -> str:
        parts = [self.platform]
        if self.capability:
            parts.append(self.capability)
        if self.cuda_version:
            parts.append(f"CUDA {self.cuda_version}")
        parts.extend(f"{k}={v}" for k, v in self.env)
        if self.mode:
            parts.append(f"{self.mode} mode")
        parts.extend(f"{k}={v}" for k, v in self.values)
        if self.architectures:
            parts.append("architectures=" + "/".join(self.architectures))
        if self.unpinned:
            parts.append("set by the program: " + "/".join(self.unpinned))
        return f"{self.name} ({', '.join(parts)})"

    def to_json(self) -> dict:
        return {"name": self.name, "platform": self.platform, "capability": self.capability,
                "cuda_version": self.cuda_version, "env": dict(self.env), "mode": self.mode,
                "values": dict(self.values), "architectures": list(self.architectures),
                "unpinned": list(self.unpinned)}


@functools.lru_cache(maxsize=8)
def _pins(values: tuple) -> tuple:
    """({name: literal}, {enum or family class: member or implementation}) of a profile's values,
    parsed once (the scan asks for them at every branch test)."""
    literals: dict = {}
    members: dict = {}
    choices: dict = {}
    for k, text in values:
        ok, v = _literal(text)
        if ok and type(v) in (set, frozenset):
            choices.setdefault(k, frozenset(v))  # one of these: decided only where they all agree
        elif ok:
            literals.setdefault(k, v)
        elif text.isidentifier():
            members.setdefault(k, text)
    return literals, members, choices


def _literal(text: str) -> tuple:
    try:
        return True, ast.literal_eval(text)
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return False, None


# a serving deployment by default, with the engines' command-line defaults: an unquantized
# checkpoint (no ``--quantization``), no speculative decoding (no draft model), ``--kv-cache-dtype
# auto``, ``--moe-backend auto``, ``--moe-a2a-backend none``, no ``--ep-dispatch-algorithm``,
# ``--model-impl auto``, no expert offload (``--kt-weight-path``),
# no paged experts, no attention context parallelism or DWDP (sizes 1), FlashAttention as the
# attention backend (the default on Hopper),
# and the step an engine compiles to capture in CUDA graphs is decode (sglang's
# ``--enable-torch-compile``), whose batches return no extend (prompt) logprobs and carry no
# multimodal inputs (``forward_batch.mm_inputs`` is None in the capture batch) and are no
# prefill-only scoring batches (``is_prefill_only=False``); the compile traces while the engine
# captures CUDA graphs (sglang's ``is_capture_mode`` is True inside ``model_capture_mode()``), for
# batches that are never empty (capture sizes start at 1; one GPU has no idle data-parallel rank):
# ``hidden_states.shape[0] == 0`` is false (``nonempty_batch``)
SERVING = (("AttentionBackend", "FlashAttentionBackend"), ("ForwardMode", "DECODE"), ("ModelImpl", "AUTO"),
           ("MoeA2ABackend", "NONE"),
           ("attn_cp_size", "1"), ("cache_dtype", "'auto'"), ("dwdp_size", "1"), ("enable_paged_experts", "False"),
           ("ep_dispatch_algorithm", "None"),
           ("extend_return_logprob", "False"), ("is_capture_mode", "True"), ("is_prefill_only", "False"),
           ("is_draft_model", "False"), ("kt_weight_path", "None"), ("kv_cache_dtype", "'auto'"),
           ("mm_encoder_attn_dtype", "None"), ("mm_inputs", "None"), ("moe_backend", "'auto'"),
           ("nonempty_batch", "True"), ("quant_config", "None"),
           ("quantization", "None"), ("speculative_config", "None"))
# one GPU, as the engines' command lines default to (``--tp-size 1``, no data, expert, pipeline or
# decode-context parallelism, no DP attention); a multi-GPU deployment unpins them
# (``--value tp_size=8``, or ``NAME=?`` to leave one undecided)
ONE_GPU = (("attn_dcp_size", "1"), ("attn_dp_enabled", "False"), ("attn_dp_size", "1"), ("attn_tp_size", "1"),
           ("data_parallel_size", "1"), ("dcp_enabled", "False"), ("dcp_size", "1"), ("dp_size", "1"),
           ("enable_dp_attention", "False"), ("enable_dp_lm_head", "False"), ("enable_expert_parallel", "False"),
           ("ep_size", "1"), ("moe_dp_size", "1"), ("moe_ep_size", "1"), ("moe_tp_size", "1"), ("nnodes", "1"),
           ("num_token_non_padded", "None"),
           ("pipeline_parallel_size", "1"), ("pp_size", "1"), ("tensor_parallel_size", "1"), ("tp_size", "1"),
           ("world_size", "1"))
# a parallel size the program's import-time code sets above one (``init_tp_group(tp_size=2)``,
# ``initialize_model_parallel(tensor_model_parallel_size=2)``): several ranks, none of the one-GPU pins
PARALLEL_SIZE = re.compile(r"(?:tp|pp|dp|ep|sp|cp|world|(?:tensor|pipeline|data|expert|sequence|context)"
                           r"(?:_model)?_parallel)_size")
# ``num_token_non_padded``: the count of real rows in a padded batch, which sglang keeps only for
# expert parallelism, DP gathers or a custom all-to-all backend (``enable_num_token_non_padded``);
# on one GPU the batch and the graph runner leave it None
# the model library's defaults, which a checkpoint keeps unless it names others: transformers'
# attention implementation (``config._attn_implementation``: ``sdpa`` where the model supports
# it, else ``eager``; flash attention only when requested) and the default RoPE
# (``rope_parameters["rope_type"]``)
MODEL_DEFAULTS = (("_attn_implementation", "{'eager', 'sdpa'}"), ("rope_type", "'default'"))
SERVING_ONE_GPU = tuple(sorted(SERVING + ONE_GPU + MODEL_DEFAULTS))
PROFILES = {
    "cuda": Profile("cuda", "cuda", "sm90", "12.8", values=SERVING_ONE_GPU),
    # the seed incident: piecewise CUDA graphs compile the prefill (extend) segments of an NVFP4
    # checkpoint, so neither the forward mode nor the quantization is fixed
    "cuda-sm120": Profile("cuda-sm120", "cuda", "sm120", "12.8"),
    "rocm": Profile("rocm", "rocm", values=SERVING_ONE_GPU),
    "cpu": Profile("cpu", "cpu", values=SERVING_ONE_GPU),
    "npu": Profile("npu", "npu", values=SERVING_ONE_GPU),
    "xpu": Profile("xpu", "xpu", values=SERVING_ONE_GPU),
    "any": Profile("any", "any"),  # no pruning: every platform's code counts
}
DEFAULT = PROFILES["cuda"]


class ProfileError(ValueError):
    pass


MODES = ("eval", "train")


def parse_values(items) -> dict:
    """``["quant_config=None", "ForwardMode=DECODE"]`` -> {name: text}; ``NAME=?`` unpins NAME."""
    out: dict = {}
    for item in items:
        name, sep, text = item.partition("=")
        name, text = name.strip(), text.strip()
        if not sep or not name.isidentifier() or not text:
            raise ProfileError(f"value {item!r}: expected NAME=LITERAL (None, True, 3, 'auto'), "
                               "ENUM=MEMBER or NAME=? (unknown)")
        if text != "?" and not _literal(text)[0] and not text.isidentifier():
            raise ProfileError(f"value {item!r}: {text!r} is neither a Python literal nor an enum member name")
        out[name] = text
    return out


def normalize_capability(text: str) -> str:
    """``sm90``, ``sm_90``, ``90`` and ``9.0`` all name sm90; anything else is a usage error
    (a capability the profile cannot read would silently decide nothing)."""
    t = str(text).strip().lower()
    t = t[3:] if t.startswith("sm_") else t[2:] if t.startswith("sm") else t
    if "." in t:
        major, _, minor = t.partition(".")
        if major.isdigit() and minor.isdigit() and len(minor) == 1:
            return f"sm{int(major)}{minor}"
    elif t.isdigit() and len(t) >= 2:
        return f"sm{int(t)}"
    raise ProfileError(f"bad device capability {text!r} (write sm90, 9.0 or 12.0)")


def make(name: Optional[str] = None, platform: Optional[str] = None, capability: Optional[str] = None,
         cuda_version: Optional[str] = None, env: Optional[dict] = None, mode: Optional[str] = None,
         values: Optional[dict] = None, architectures: tuple = ()) -> Profile:
    """A named profile with the given fields replaced (``values`` merged over the base's; a
    value of ``?`` removes the base's pin)."""
    base = DEFAULT
    if name is not None:
        if name not in PROFILES:
            raise ProfileError(f"unknown profile {name!r} (known: {', '.join(PROFILES)})")
        base = PROFILES[name]
    if platform is not None and platform not in PLATFORMS + ("any",):
        raise ProfileError(f"unknown platform {platform!r} (known: {', '.join(PLATFORMS)})")
    if mode is not None and mode not in MODES:
        raise ProfileError(f"unknown mode {mode!r} (known: {', '.join(MODES)})")
    if capability is not None:
        capability = normalize_capability(capability)
    custom = any(v is not None for v in (platform, capability, cuda_version, env, mode, values)) or bool(architectures)
    pins = dict(base.values)
    for k, text in (values or {}).items():
        if text == "?":
            pins.pop(k, None)
        else:
            pins[k] = str(text)
    plat = platform or base.platform
    keep = plat == base.platform  # another platform: the base's CUDA details do not apply
    return Profile(
        name=base.name + ("+custom" if custom else ""),
        platform=plat,
        capability=capability if capability is not None else (base.capability if keep else None),
        cuda_version=cuda_version if cuda_version is not None else (base.cuda_version if keep else None),
        env=tuple(sorted((env or dict(base.env)).items())),
        mode=mode if mode is not None else base.mode,
        values=tuple(sorted(pins.items())),
        architectures=tuple(architectures),
        user_pins=tuple(sorted(set(base.user_pins) | {k for k, t in (values or {}).items() if t != "?"})),
    )


MODEL_CONFIG_MAX_BYTES = 10 << 20


def model_config_values(path: str) -> tuple[dict, tuple]:
    """({name: literal text}, architectures) from a checkpoint's ``config.json``: each top-level
    key with a plain value (str, int, float, bool, None) pins that name, as ``--value`` does; the
    ``architectures`` list names the served models. Raises ProfileError with one line."""
    import json

    try:
        if os.path.getsize(path) > MODEL_CONFIG_MAX_BYTES:
            raise ProfileError(f"{path}: larger than {MODEL_CONFIG_MAX_BYTES >> 20} MB")
        with open(path, encoding="utf-8") as fh:
            doc = json.load(fh)
    except OSError as e:
        raise ProfileError(f"{path}: {e.strerror or e}") from None
    except (ValueError, UnicodeDecodeError) as e:
        raise ProfileError(f"{path}: not JSON ({str(e).splitlines()[0]})") from None
    if not isinstance(doc, dict):
        raise ProfileError(f"{path}: not a JSON object")
    pins: dict = {}
    for k, v in doc.items():
        if isinstance(k, str) and k.isidentifier() and (v is None or isinstance(v, (str, int, float, bool))):
            pins[k] = repr(v)
    archs = doc.get("architectures")
    archs = tuple(a for a in archs if isinstance(a, str) and a.isidentifier()) if isinstance(archs, list) else ()
    return pins, archs


def _named_for(name: str, whole: dict, words: dict) -> Optional[str]:
    """What a dotted name is named for: a part of it in ``whole``, or one ``_``-separated word of a
    part in ``words``; None when neither."""
    for part in name.split("."):
        hit = whole.get(part)
        if hit:
            return hit
        for word in part.split("_"):
            hit = words.get(word)
            if hit:
                return hit
    return None


def module_platform(module: str) -> Optional[str]:
    """The platform a module is named for, or None for shared code."""
    return _named_for(module, WHOLE_PART_TOKENS, PLATFORM_TOKENS)


# name tokens (a part of a dotted name, or one ``_``-separated word of it) that tie a module or a
# compiled function to an optional serving feature, and the pin under which the feature is off:
# speculative decoding's draft models and proposers (sglang's ``speculative/``, ``dflash``,
# ``kimi_k25_eagle3``, ``*_mtp``; vLLM's ``spec_decode/``, ``deepseek_mtp``) run only with a
# speculative algorithm, which the default deployment does not set
FEATURE_TOKENS = {"speculative": "speculative decoding", "spec_decode": "speculative decoding",
                  "eagle": "speculative decoding", "eagle3": "speculative decoding",
                  "draft": "speculative decoding", "dflash": "speculative decoding",
                  "medusa": "speculative decoding", "mtp": "speculative decoding",
                  "nextn": "speculative decoding"}
FEATURE_OFF = {"speculative decoding": ("speculative_config", None)}


def feature_named(name: str) -> Optional[str]:
    """The optional feature a dotted name is named for, or None."""
    return _named_for(name.lower(), FEATURE_TOKENS, FEATURE_TOKENS)


def feature_off(profile: Profile, name: str) -> Optional[str]:
    """The feature, when ``name`` is named for one the profile turns off (its pin holds the off
    value: ``speculative_config=None``), else None."""
    feature = feature_named(name)
    if feature is None:
        return None
    pin, off = FEATURE_OFF[feature]
    pinned, v = profile.value_of(pin)
    return feature if pinned and v == off else None


def live_module(profile: Profile, module: str) -> bool:
    """False for a module named for another platform than the profile's."""
    if profile.platform == "any":
        return True
    plat = module_platform(module)
    return plat is None or plat == profile.platform


# the profile's own platform, as modules name it (``platforms/cuda.py``, ``nvidia/``)
OWN_TOKENS: dict = {"cuda": ("cuda", "nvidia")}
for _token, _plat in {**PLATFORM_TOKENS, **WHOLE_PART_TOKENS}.items():
    OWN_TOKENS[_plat] = OWN_TOKENS.get(_plat, ()) + (_token,)


def platform_named(module: str, platform: str) -> bool:
    """Whether a module is named for the platform: a part of its dotted name is the token
    (``vllm.platforms.cuda``), or starts with it and a ``_`` (``cuda_communicator``)."""
    tokens = OWN_TOKENS.get(platform, (platform,))
    for part in module.split("."):
        if part in tokens or part.split("_", 1)[0] in tokens:
            return True
    return False
