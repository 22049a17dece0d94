import torch

ENTRY = "s1140_retry_kwarg_alias_logits.logits_processor:compiled_logits_processor"


def inputs():
    return (torch.randn(4, 8), torch.full((4,), 0.7))
