"""Host-side prompt expansion: one <|AUDIO|> marker -> N placeholder tokens."""
import math
from typing import List

import torch


class AudioPromptProcessor:
    def __init__(self, audio_token_id: int, frames_per_token: int = 2):
        self.audio_token_id = audio_token_id
        self.frames_per_token = frames_per_token

    def num_audio_tokens(self, num_frames: int) -> int:
        return math.ceil(num_frames / self.frames_per_token)

    def expand(self, input_ids: torch.Tensor, audio_lengths: torch.Tensor) -> torch.Tensor:
        out: List[List[int]] = []
        lengths = audio_lengths.tolist()
        for row in input_ids.tolist():
            new_row, k = [], 0
            for tok in row:
                if tok == self.audio_token_id:
                    new_row.extend([tok] * self.num_audio_tokens(lengths[k]))
                    k += 1
                else:
                    new_row.append(tok)
            out.append(new_row)
        width = max(len(r) for r in out)
        return torch.tensor([r + [0] * (width - len(r)) for r in out])
