import math
import threading

import torch

LOGIT_PROCESSORS = {}

# per-thread override used by the tokenizer-manager thread in eager tooling
_overrides = threading.local()


def register_logit_processor(name: str):
    def deco(fn):
        LOGIT_PROCESSORS[name] = fn
        return fn

    return deco


def processors_disabled() -> bool:
    return getattr(_overrides, "disable_processors", False)


@register_logit_processor("temperature")
def apply_temperature(logits: torch.Tensor, *, temperature: float) -> torch.Tensor:
    return logits / max(temperature, 1e-5)


@register_logit_processor("softcap")
def apply_softcap(logits: torch.Tensor, *, cap: float) -> torch.Tensor:
    return torch.tanh(logits / cap) * cap


@register_logit_processor("entropy_floor")
def apply_entropy_floor(logits: torch.Tensor, *, min_bits: float) -> torch.Tensor:
    # never let the distribution be sharper than min_bits of entropy
    max_logit_gap = math.log(2.0) * min_bits * math.log2(logits.shape[-1])
    top = logits.amax(dim=-1, keepdim=True)
    return torch.maximum(logits, top - max_logit_gap)
