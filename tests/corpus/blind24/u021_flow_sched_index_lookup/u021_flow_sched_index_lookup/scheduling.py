import math
from dataclasses import dataclass
from typing import Optional

import numpy as np
import torch


@dataclass
class SchedulerOutput:
    prev_sample: torch.Tensor
    pred_original_sample: Optional[torch.Tensor] = None


class FlowMatchEulerScheduler:
    """Euler solver for rectified-flow models, with a resolution-dependent shift."""

    order = 1

    def __init__(self, num_train_timesteps: int = 1000, shift: float = 3.0):
        self.num_train_timesteps = num_train_timesteps
        self.shift = shift
        self.timesteps: Optional[torch.Tensor] = None
        self.sigmas: Optional[torch.Tensor] = None
        self._step_index: Optional[int] = None
        self._begin_index: Optional[int] = None

    @property
    def step_index(self):
        return self._step_index

    def _shifted(self, sigmas: np.ndarray) -> np.ndarray:
        return self.shift * sigmas / (1 + (self.shift - 1) * sigmas)

    def set_timesteps(self, num_inference_steps: int, device="cpu"):
        sigmas = np.linspace(1.0, 1.0 / self.num_train_timesteps, num_inference_steps)
        sigmas = self._shifted(sigmas).astype(np.float32)
        timesteps = sigmas * self.num_train_timesteps
        self.timesteps = torch.from_numpy(timesteps).to(device)
        self.sigmas = torch.cat([torch.from_numpy(sigmas), torch.zeros(1)]).to(device)
        self._step_index = None
        self._begin_index = None

    def index_for_timestep(self, timestep, schedule_timesteps=None):
        if schedule_timesteps is None:
            schedule_timesteps = self.timesteps
        indices = (schedule_timesteps == timestep).nonzero()
        # the first step uses the second match so that img2img does not skip a sigma
        pos = 1 if len(indices) > 1 else 0
        return indices[pos].item()

    def _init_step_index(self, timestep):
        if self._begin_index is None:
            if isinstance(timestep, torch.Tensor):
                timestep = timestep.to(self.timesteps.device)
            self._step_index = self.index_for_timestep(timestep)
        else:
            self._step_index = self._begin_index

    def step(self, model_output, timestep, sample) -> SchedulerOutput:
        if self._step_index is None:
            self._init_step_index(timestep)
        sigma = self.sigmas[self._step_index]
        sigma_next = self.sigmas[self._step_index + 1]
        prev_sample = sample.float() + (sigma_next - sigma) * model_output.float()
        denoised = sample.float() - sigma * model_output.float()
        self._step_index += 1
        return SchedulerOutput(prev_sample.to(model_output.dtype), denoised.to(model_output.dtype))
