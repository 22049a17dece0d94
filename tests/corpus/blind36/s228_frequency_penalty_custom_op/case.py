import torch

ENTRY = "s228_frequency_penalty_custom_op.head:PenalizedLMHead.forward"


def inputs():
    from s228_frequency_penalty_custom_op.head import head

    g = torch.Generator().manual_seed(7)
    hidden = torch.randn(4, 8, generator=g)
    output_ids = torch.randint(0, 16, (4, 5), generator=g)
    freq = torch.tensor([0.0, 0.5, 1.0, 0.25])
    pres = torch.tensor([0.0, 0.1, 0.0, 0.3])
    return (head, hidden, output_ids, freq, pres)
