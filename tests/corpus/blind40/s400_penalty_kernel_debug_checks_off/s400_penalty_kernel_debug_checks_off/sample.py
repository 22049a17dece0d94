import torch

from .penalties import apply_frequency_presence, apply_min_tokens


@torch.compile(fullgraph=True, dynamic=False)
def penalize_and_sample(logits, output_ids, frequency_penalty, presence_penalty, num_generated, min_tokens):
    logits = apply_frequency_presence(logits, output_ids, frequency_penalty, presence_penalty)
    logits = apply_min_tokens(logits, num_generated, min_tokens)
    return torch.argmax(logits, dim=-1)
