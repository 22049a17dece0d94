import torch

ENTRY = "s905_gnmt_scorer_deprecated_shim.beam_search:advance_step"


def inputs():
    log_probs = torch.log_softmax(torch.randn(8, 16), dim=-1)
    topk_log_probs = torch.zeros(2, 4)
    is_finished = torch.zeros(2, 4, dtype=torch.bool)
    return (log_probs, topk_log_probs, is_finished, 3)
