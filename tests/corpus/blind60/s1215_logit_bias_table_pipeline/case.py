import torch

ENTRY = "s1215_logit_bias_table_pipeline.pipeline:apply_logits_processors"


def inputs():
    return (torch.randn(4, 8),)
