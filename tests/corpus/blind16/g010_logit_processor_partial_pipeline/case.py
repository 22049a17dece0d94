import torch

ENTRY = "g010_logit_processor_partial_pipeline.pipeline:process_logits"


def inputs():
    return (torch.randn(4, 8),)
