from dataclasses import dataclass
from typing import Optional

import numpy as np
import torch


@dataclass
class FlowMatchSchedulerConfig:
    num_train_timesteps: int = 1000
    shift: float = 3.0
    use_dynamic_shifting: bool = False


class FlowMatchEulerDiscreteScheduler:
    order = 1

    def __init__(self, config: Optional[FlowMatchSchedulerConfig] = None):
        self.config = config or FlowMatchSchedulerConfig()
        self.timesteps: Optional[torch.Tensor] = None
        self.sigmas: Optional[torch.Tensor] = None
        self._step_index: Optional[int] = None
        self._begin_index: Optional[int] = None

    @property
    def step_index(self) -> Optional[int]:
        return self._step_index

    @property
    def begin_index(self) -> Optional[int]:
        return self._begin_index

    def set_begin_index(self, begin_index: int = 0) -> None:
        self._begin_index = begin_index

    def _shift_sigmas(self, sigmas: np.ndarray) -> np.ndarray:
        shift = self.config.shift
        return shift * sigmas / (1 + (shift - 1) * sigmas)

    def set_timesteps(self, num_inference_steps: int, device: str = "cpu") -> None:
        n = self.config.num_train_timesteps
        sigmas = np.linspace(1.0, 1.0 / n, num_inference_steps)
        sigmas = self._shift_sigmas(sigmas)
        sigmas = torch.from_numpy(sigmas).to(dtype=torch.float32, device=device)
        self.timesteps = sigmas * n
        self.sigmas = torch.cat([sigmas, torch.zeros(1, device=device)])
        self._step_index = None
        self._begin_index = None

    def index_for_timestep(self, timestep, schedule_timesteps=None) -> int:
        if schedule_timesteps is None:
            schedule_timesteps = self.timesteps
        indices = (schedule_timesteps == timestep).nonzero()
        # the first step may be duplicated when starting mid-schedule (img2img)
        pos = 1 if len(indices) > 1 else 0
        return indices[pos].item()

    def _init_step_index(self, timestep) -> None:
        if self.begin_index is None:
            if isinstance(timestep, torch.Tensor):
                timestep = timestep.to(self.timesteps.device)
            self._step_index = self.index_for_timestep(timestep)
        else:
            self._step_index = self._begin_index

    def step(
        self,
        model_output: torch.Tensor,
        timestep: torch.Tensor,
        sample: torch.Tensor,
    ) -> torch.Tensor:
        if self.step_index is None:
            self._init_step_index(timestep)
        sample = sample.to(torch.float32)
        sigma = self.sigmas[self.step_index]
        sigma_next = self.sigmas[self.step_index + 1]
        prev_sample = sample + (sigma_next - sigma) * model_output
        self._step_index += 1
        return prev_sample.to(model_output.dtype)
