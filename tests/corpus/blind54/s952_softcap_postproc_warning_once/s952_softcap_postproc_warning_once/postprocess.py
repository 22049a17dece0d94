from typing import Callable, Dict, Optional, Type

import torch

from .log_utils import warning_once

_HAS_FUSED_SOFTCAP = hasattr(torch.ops, "sgl_kernel") and hasattr(torch.ops.sgl_kernel, "fused_softcap")


class LogitsPostProcessor:
    """Model specific transformation of the final logits."""

    def __init__(self, config):
        self.config = config

    def __call__(self, logits: torch.Tensor) -> torch.Tensor:
        logits = self.apply(logits)
        return self._mask_padded_vocab(logits)

    def apply(self, logits: torch.Tensor) -> torch.Tensor:
        return logits

    def _mask_padded_vocab(self, logits: torch.Tensor) -> torch.Tensor:
        vocab_size = self.config.vocab_size
        if logits.shape[-1] > vocab_size:
            logits[..., vocab_size:] = float("-inf")
        return logits


_POSTPROCESSORS: Dict[str, Type[LogitsPostProcessor]] = {}


def register_postprocessor(*model_types: str) -> Callable:
    def wrap(cls):
        for name in model_types:
            _POSTPROCESSORS[name] = cls
        return cls

    return wrap


@register_postprocessor("llama", "qwen2", "mistral")
class IdentityPostProcessor(LogitsPostProcessor):
    pass


@register_postprocessor("cohere", "command-r")
class LogitScalePostProcessor(LogitsPostProcessor):
    def apply(self, logits: torch.Tensor) -> torch.Tensor:
        return logits * self.config.logit_scale


class SoftcapPostProcessor(LogitsPostProcessor):
    cap_attr = "final_logit_softcapping"

    @property
    def cap(self) -> Optional[float]:
        return getattr(self.config, self.cap_attr, None)

    def apply(self, logits: torch.Tensor) -> torch.Tensor:
        cap = self.cap
        if cap is None:
            return logits
        return self._softcap(logits, cap)

    def _softcap(self, logits: torch.Tensor, cap: float) -> torch.Tensor:
        if _HAS_FUSED_SOFTCAP:
            return torch.ops.sgl_kernel.fused_softcap(logits, cap)
        warning_once(f"fused softcap kernel not found, falling back to torch for {self.config.model_type}")
        return torch.tanh(logits / cap) * cap


@register_postprocessor("gemma2", "gemma3")
class GemmaPostProcessor(SoftcapPostProcessor):
    pass


@register_postprocessor("grok1")
class GrokPostProcessor(SoftcapPostProcessor):
    cap_attr = "final_logit_softcapping"

    def apply(self, logits: torch.Tensor) -> torch.Tensor:
        return super().apply(logits * self.config.output_multiplier_scale)


def get_logits_postprocessor(config) -> LogitsPostProcessor:
    cls = _POSTPROCESSORS.get(config.model_type, IdentityPostProcessor)
    return cls(config)
