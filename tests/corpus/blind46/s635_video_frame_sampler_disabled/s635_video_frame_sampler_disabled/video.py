import numpy as np
import torch

from .registry import register_merger


@torch.compiler.disable
def sample_frame_indices(total_frames: int, num_frames: int) -> torch.Tensor:
    """Uniformly sample `num_frames` frame ids (host-side, mirrors the HF processor)."""
    idx = np.linspace(0, total_frames - 1, num_frames).round().astype(np.int64)
    return torch.from_numpy(idx)


@register_merger("video", placeholder_id=30, max_frames=4, temporal_patch=2)
class VideoFrameMerger:
    def __init__(self, placeholder_id: int, max_frames: int, temporal_patch: int):
        self.placeholder_id = placeholder_id
        self.max_frames = max_frames
        self.temporal_patch = temporal_patch

    def _select_frames(self, frame_feats: torch.Tensor) -> torch.Tensor:
        total = frame_feats.shape[0]
        if total <= self.max_frames:
            return frame_feats
        keep = sample_frame_indices(total, self.max_frames)
        return frame_feats.index_select(0, keep.to(frame_feats.device))

    def _temporal_pool(self, frame_feats: torch.Tensor) -> torch.Tensor:
        # (frames, tokens, hidden) -> (frames // tp, tokens, hidden)
        f, n, d = frame_feats.shape
        return frame_feats.view(f // self.temporal_patch, self.temporal_patch, n, d).mean(1)

    def merge(self, input_ids: torch.Tensor, inputs_embeds: torch.Tensor, frame_feats: torch.Tensor):
        video_embeds = self._temporal_pool(self._select_frames(frame_feats)).flatten(0, 1)
        mask = (input_ids == self.placeholder_id).unsqueeze(-1)
        return inputs_embeds.masked_scatter(mask, video_embeds.to(inputs_embeds.dtype))
