import torch

ENTRY = "s505_whisper_legacy_cache_warning.decoder:step"


def inputs():
    bsz, heads, head_dim, past, src = 2, 2, 8, 3, 10
    legacy = tuple(
        (
            torch.randn(bsz, heads, past, head_dim),
            torch.randn(bsz, heads, past, head_dim),
            torch.randn(bsz, heads, src, head_dim),
            torch.randn(bsz, heads, src, head_dim),
        )
        for _ in range(2)
    )
    return (torch.tensor([[7], [9]]), legacy)
