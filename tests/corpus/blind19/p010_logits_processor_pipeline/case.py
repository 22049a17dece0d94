import torch

ENTRY = "p010_logits_processor_pipeline.pipeline:step"


def inputs():
    torch.manual_seed(0)
    logits = torch.randn(4, 8)
    prev_token_mask = (torch.rand(4, 8) > 0.7).float()
    return (logits, prev_token_mask)
