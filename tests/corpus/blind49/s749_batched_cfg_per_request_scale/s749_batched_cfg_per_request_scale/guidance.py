import torch

from .batch_info import DenoiseBatchInfo


def duplicate_for_cfg(x: torch.Tensor) -> torch.Tensor:
    return torch.cat([x, x], dim=0)


def combine_cfg(noise_pred: torch.Tensor, info: DenoiseBatchInfo) -> torch.Tensor:
    uncond, cond = noise_pred.chunk(2, dim=0)
    return uncond + info.guidance_view * (cond - uncond)


def apply_guidance(model_fn, latents: torch.Tensor, info: DenoiseBatchInfo, **cond_kwargs) -> torch.Tensor:
    if info.do_classifier_free_guidance:
        latent_in = duplicate_for_cfg(latents)
        t_in = duplicate_for_cfg(info.timesteps)
        noise_pred = model_fn(latent_in, t_in, **cond_kwargs)
        return combine_cfg(noise_pred, info)
    return model_fn(latents, info.timesteps, **cond_kwargs)
