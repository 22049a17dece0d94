"""Content hashing of media items so identical images share prefix-cache blocks."""
import hashlib

import torch

_HASH_VOCAB = 1 << 20


def hash_media(pixel_values: torch.Tensor) -> str:
    arr = pixel_values.detach().to(torch.float32).contiguous().numpy()
    digest = hashlib.blake2b(arr.tobytes(), digest_size=16)
    digest.update(str(tuple(arr.shape)).encode())
    return digest.hexdigest()


def hash_to_pad_id(media_hash: str, vocab_size: int) -> int:
    """Fold the hash into a pad token id (the prefix cache keys on token ids)."""
    return int(media_hash[:8], 16) % min(vocab_size, _HASH_VOCAB)
