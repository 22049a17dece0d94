import torch

from . import site_overrides  # noqa: F401  (registers overrides)
from .hooks import apply_overrides

torch.manual_seed(0)
_W_HEAD = torch.randn(8, 16) * 0.2


def _identity_logits(logits):
    return logits


def compute_logits(hidden):
    logits = hidden @ _W_HEAD
    postprocess = apply_overrides("logits_softcap", _identity_logits)
    return postprocess(logits)


def decode(hidden, bias):
    logits = compute_logits(hidden) + bias
    return torch.log_softmax(logits, dim=-1)


decode = torch.compile(decode, fullgraph=True)
