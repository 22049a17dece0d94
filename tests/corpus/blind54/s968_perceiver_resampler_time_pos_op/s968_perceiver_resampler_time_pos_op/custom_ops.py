import numpy as np
import torch


@torch.library.custom_op("corpus_s968::interp_time_embeds", mutates_args=())
def interp_time_embeds(time_embeds: torch.Tensor, num_frames: int) -> torch.Tensor:
    """Linearly resample learned per-frame embeddings [T_max, D] to [num_frames, D] on host."""
    src = time_embeds.detach().cpu().numpy()
    src_pos = np.linspace(0.0, 1.0, src.shape[0])
    dst_pos = np.linspace(0.0, 1.0, num_frames)
    cols = [np.interp(dst_pos, src_pos, src[:, d]) for d in range(src.shape[1])]
    out = np.stack(cols, axis=-1).astype(np.float32)
    return torch.from_numpy(out).to(device=time_embeds.device, dtype=time_embeds.dtype)


@interp_time_embeds.register_fake
def _(time_embeds: torch.Tensor, num_frames: int) -> torch.Tensor:
    return time_embeds.new_empty((num_frames, time_embeds.shape[1]))
