import torch

from s1039_debug_logits_check_env_gated.logits_processor import LogitsProcessor

ENTRY = "s1039_debug_logits_check_env_gated.logits_processor:LogitsProcessor.forward"


def inputs():
    proc = LogitsProcessor(hidden_size=8, vocab_size=16, final_logit_softcapping=30.0)
    return (proc, torch.randn(4, 8), torch.full((4,), 0.7))
