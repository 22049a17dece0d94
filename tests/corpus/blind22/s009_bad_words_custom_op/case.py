import torch

ENTRY = "s009_bad_words_custom_op.processors:apply_logits_processors"


def inputs():
    logits = torch.randn(4, 8)
    output_tokens = torch.tensor([[0, 1, -1, -1], [7, 5, 5, -1], [2, 2, 2, 1], [-1, -1, -1, -1]])
    return (logits, output_tokens)
