import torch

from s395_sglang_logit_bias_registry.logits_processor import SamplingBatchInfo

ENTRY = "s395_sglang_logit_bias_registry.logits_processor:SamplingBatchInfo.apply_logits_bias"


def inputs():
    bias = torch.zeros(2, 32)
    bias[0, 5] = 5.0
    bias[1, 17] = -100.0
    info = SamplingBatchInfo(vocab_size=32, logit_bias=bias)
    return (info, torch.randn(2, 32))
