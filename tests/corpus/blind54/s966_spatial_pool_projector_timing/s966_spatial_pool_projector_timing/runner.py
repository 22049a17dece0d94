import torch
from torch import nn

from . import envs
from .metrics import StageTimes, record_stage
from .projectors import build_mm_projector


class VideoFrameEncoder(nn.Module):
    def __init__(self, vision_dim: int = 8, text_dim: int = 16) -> None:
        super().__init__()
        self.pre_norm = nn.LayerNorm(vision_dim)
        self.mm_projector = build_mm_projector(
            envs.VLM_MM_PROJECTOR,
            vision_dim,
            text_dim,
            stride=envs.VLM_MM_POOL_STRIDE,
            mode=envs.VLM_MM_POOL_MODE,
        )
        self.stage_times = StageTimes()

    def encode(self, frame_features: torch.Tensor) -> torch.Tensor:
        x = self.pre_norm(frame_features)
        with record_stage(self.stage_times, "mm_projector"):
            video_embeds = self.mm_projector(x)
        return video_embeds.flatten(0, 1)


_ENCODER = VideoFrameEncoder().eval()


def _encode_video(frame_features: torch.Tensor) -> torch.Tensor:
    return _ENCODER.encode(frame_features)


encode_video = torch.compile(_encode_video, fullgraph=True)
