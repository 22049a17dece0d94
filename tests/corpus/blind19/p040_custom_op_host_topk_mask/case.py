import torch

ENTRY = "p040_custom_op_host_topk_mask.processors:process_logits"


def inputs():
    logits = torch.randn(3, 8)
    top_k = torch.tensor([2, 0, 5], dtype=torch.int64)
    return (logits, top_k)
