import torch


class ChunkMaskBuilder:
    """Device-side masks for the attention layers."""

    def build_chunk_mask(self, seq_len: int, chunk_size: int, device) -> torch.Tensor:
        pos = torch.arange(seq_len, device=device)
        causal = pos[None, :] <= pos[:, None]
        same_chunk = (pos[:, None] // chunk_size) == (pos[None, :] // chunk_size)
        return causal & same_chunk

    def build_causal_mask(self, seq_len: int, device) -> torch.Tensor:
        pos = torch.arange(seq_len, device=device)
        return pos[None, :] <= pos[:, None]
