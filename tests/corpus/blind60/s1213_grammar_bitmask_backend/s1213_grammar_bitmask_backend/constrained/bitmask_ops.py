import torch

_BITS_PER_WORD = 32


def allocate_token_bitmask(batch_size: int, vocab_size: int) -> torch.Tensor:
    num_words = (vocab_size + _BITS_PER_WORD - 1) // _BITS_PER_WORD
    return torch.full((batch_size, num_words), -1, dtype=torch.int32)


def unpack_bitmask(bitmask: torch.Tensor, vocab_size: int) -> torch.Tensor:
    shifts = torch.arange(_BITS_PER_WORD, dtype=torch.int32, device=bitmask.device)
    bits = (bitmask.unsqueeze(-1) >> shifts) & 1
    return bits.flatten(start_dim=1)[:, :vocab_size].bool()


@torch.compiler.disable
def apply_token_bitmask_inplace_cpu(logits: torch.Tensor, bitmask: torch.Tensor) -> None:
    allowed = unpack_bitmask(bitmask, logits.shape[-1])
    logits.masked_fill_(~allowed, float("-inf"))


def apply_token_bitmask_inplace_torch(logits: torch.Tensor, bitmask: torch.Tensor) -> None:
    allowed = unpack_bitmask(bitmask, logits.shape[-1])
    logits.masked_fill_(~allowed, float("-inf"))
