import torch

from s499_tied_head_suppress_tokens_init_probe.lm_head import OutputHeadConfig, TiedOutputHead

ENTRY = "s499_tied_head_suppress_tokens_init_probe.lm_head:TiedOutputHead.compute_logits"


def inputs():
    head = TiedOutputHead(OutputHeadConfig())
    return (head, torch.randn(3, 16))
