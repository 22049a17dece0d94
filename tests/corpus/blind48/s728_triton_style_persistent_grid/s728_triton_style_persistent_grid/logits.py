import torch

from .softcap import softcap_logits

VOCAB = 16
HIDDEN = 8
FINAL_LOGIT_SOFTCAPPING = 30.0

torch.manual_seed(0)
lm_head_weight = torch.randn(VOCAB, HIDDEN) * 0.02


@torch.compile(fullgraph=True)
def compute_logits(hidden_states: torch.Tensor) -> torch.Tensor:
    logits = hidden_states @ lm_head_weight.t()
    if FINAL_LOGIT_SOFTCAPPING is not None:
        logits = softcap_logits(logits, FINAL_LOGIT_SOFTCAPPING)
    return logits
