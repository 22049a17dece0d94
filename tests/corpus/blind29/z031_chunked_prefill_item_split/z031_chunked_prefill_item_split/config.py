from dataclasses import dataclass


@dataclass(frozen=True)
class ChunkedPrefillConfig:
    hidden_size: int = 8
    max_chunk_tokens: int = 4
    max_num_chunks: int = 16
    pad_to_multiple: int = 2

    def round_up(self, n: int) -> int:
        m = self.pad_to_multiple
        return ((n + m - 1) // m) * m
