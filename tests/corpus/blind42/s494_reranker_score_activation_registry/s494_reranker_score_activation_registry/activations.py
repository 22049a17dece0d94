"""Score activations for cross-encoder / reranker heads.

HF sentence-transformers CrossEncoder checkpoints store the activation in
``config.sbert_ce_default_activation_function`` (a dotted class path); older
checkpoints only carry ``num_labels``.
"""
from typing import Callable, Dict

import torch

_SCORE_ACTIVATIONS: Dict[str, Callable[[torch.Tensor], torch.Tensor]] = {}


def register_score_activation(*names: str):
    def deco(fn):
        for name in names:
            _SCORE_ACTIVATIONS[name] = fn
        return fn

    return deco


@register_score_activation("torch.nn.modules.linear.Identity", "identity")
def identity_score(logits: torch.Tensor) -> torch.Tensor:
    return logits


# Upcast-then-sigmoid must match the sentence-transformers reference scores bit
# for bit (rerank results are compared by threshold); keep it out of the
# compiled graph so no fusion reorders the upcast.
@register_score_activation("torch.nn.modules.activation.Sigmoid", "sigmoid")
@torch.compiler.disable
def sigmoid_score_fp32(logits: torch.Tensor) -> torch.Tensor:
    return torch.sigmoid(logits.float()).to(logits.dtype)


@register_score_activation("torch.nn.modules.activation.Softmax", "softmax")
def softmax_score(logits: torch.Tensor) -> torch.Tensor:
    return torch.softmax(logits.float(), dim=-1).to(logits.dtype)


def get_cross_encoder_activation_function(config) -> Callable[[torch.Tensor], torch.Tensor]:
    name = getattr(config, "sbert_ce_default_activation_function", None)
    if name is None:
        name = "sigmoid" if config.num_labels == 1 else "identity"
    return _SCORE_ACTIVATIONS[name]
