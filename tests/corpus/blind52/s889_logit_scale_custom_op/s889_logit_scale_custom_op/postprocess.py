from typing import Callable, Dict

import torch

PostProcessor = Callable[[torch.Tensor], torch.Tensor]
_POSTPROCESSORS: Dict[str, Callable[..., PostProcessor]] = {}


def register_postprocessor(arch: str):
    def deco(factory: Callable[..., PostProcessor]):
        _POSTPROCESSORS[arch] = factory
        return factory

    return deco


@register_postprocessor("CohereForCausalLM")
def _cohere(logit_scale: float = 0.0625, **_) -> PostProcessor:
    def apply(logits: torch.Tensor) -> torch.Tensor:
        return torch.ops.corpus_s889.scale_softcap_logits(logits, logit_scale, 0.0)

    return apply


@register_postprocessor("Gemma2ForCausalLM")
def _gemma2(final_logit_softcapping: float = 30.0, **_) -> PostProcessor:
    def apply(logits: torch.Tensor) -> torch.Tensor:
        return torch.ops.corpus_s889.scale_softcap_logits(logits, 1.0, final_logit_softcapping)

    return apply


@register_postprocessor("GraniteForCausalLM")
def _granite(logits_scaling: float = 8.0, **_) -> PostProcessor:
    def apply(logits: torch.Tensor) -> torch.Tensor:
        return logits / logits_scaling

    return apply


def get_logits_postprocessor(arch: str, **hf_config) -> PostProcessor:
    factory = _POSTPROCESSORS.get(arch)
    if factory is None:
        return lambda logits: logits
    return factory(**hf_config)
