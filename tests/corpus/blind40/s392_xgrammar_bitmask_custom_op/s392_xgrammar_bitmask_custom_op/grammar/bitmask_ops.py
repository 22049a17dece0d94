import numpy as np
import torch


def bitmask_words(vocab_size: int) -> int:
    return (vocab_size + 31) // 32


@torch.library.custom_op("blind40_s392::apply_token_bitmask", mutates_args=())
def apply_token_bitmask(logits: torch.Tensor, bitmask: torch.Tensor) -> torch.Tensor:
    # Reference CPU kernel: unpack the little-endian int32 words with numpy and
    # push disallowed tokens to -inf. The CUDA/Triton kernel lives elsewhere.
    vocab_size = logits.shape[-1]
    words = bitmask.cpu().numpy().astype(np.uint32)
    bits = np.unpackbits(words.view(np.uint8), axis=-1, bitorder="little")[:, :vocab_size]
    allowed = torch.from_numpy(bits.astype(bool)).to(logits.device)
    if not allowed.any(dim=-1).all():
        raise RuntimeError("grammar rejected every token for at least one request")
    return logits.masked_fill(~allowed, float("-inf"))


@apply_token_bitmask.register_fake
def _(logits: torch.Tensor, bitmask: torch.Tensor) -> torch.Tensor:
    torch._check(bitmask.shape[-1] * 32 >= logits.shape[-1])
    return torch.empty_like(logits)
