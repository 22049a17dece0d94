import torch

ENTRY = "q029_logits_processor_chain.sampling:sample_next_token"


def inputs():
    input_ids = torch.randint(0, 32, (2, 5))
    logits = torch.randn(2, 32)
    return (input_ids, logits)
