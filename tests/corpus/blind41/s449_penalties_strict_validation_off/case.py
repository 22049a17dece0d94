import torch

ENTRY = "s449_penalties_strict_validation_off.penalties:penalizer"

VOCAB = 32


def inputs():
    logits = torch.randn(4, VOCAB)
    prompt_tokens = torch.randint(0, VOCAB, (4, 6))
    output_tokens = torch.randint(0, VOCAB, (4, 5))
    output_tokens[2, 3:] = VOCAB  # padding
    return (logits, prompt_tokens, output_tokens)
