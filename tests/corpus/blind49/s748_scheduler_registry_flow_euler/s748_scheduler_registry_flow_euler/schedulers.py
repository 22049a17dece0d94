import warnings
from dataclasses import dataclass
from typing import Callable

import numpy as np
import torch

SCHEDULER_REGISTRY: dict[str, type["SchedulerMixin"]] = {}


def register_scheduler(name: str) -> Callable[[type], type]:
    def wrap(cls: type) -> type:
        SCHEDULER_REGISTRY[name] = cls
        return cls

    return wrap


@dataclass
class SchedulerOutput:
    prev_sample: torch.Tensor
    pred_original_sample: torch.Tensor


class SchedulerMixin:
    num_train_timesteps: int = 1000

    def set_timesteps(self, num_inference_steps: int) -> None:
        raise NotImplementedError

    def step(self, model_output, timestep, sample, step_index) -> SchedulerOutput:
        raise NotImplementedError


@register_scheduler("dpmpp_2m")
class DPMSolverMultistepScheduler(SchedulerMixin):
    def __init__(self, solver_order: int = 2):
        self.solver_order = solver_order
        self.model_outputs: list[torch.Tensor] = []
        self.lower_order_nums = 0

    def set_timesteps(self, num_inference_steps: int) -> None:
        ts = np.linspace(0, self.num_train_timesteps - 1, num_inference_steps + 1).round()[::-1]
        self.timesteps = torch.from_numpy(ts[:-1].copy()).long()
        alphas = np.cos(np.linspace(0, np.pi / 2, self.num_train_timesteps)) ** 2
        self.lambdas = torch.from_numpy(0.5 * np.log(alphas.clip(1e-8) / (1 - alphas).clip(1e-8))).float()

    def step(self, model_output, timestep, sample, step_index) -> SchedulerOutput:
        if len(self.model_outputs) == 0:
            warnings.warn("first DPM-Solver step runs first order", stacklevel=2)
        self.model_outputs.append(model_output)
        self.model_outputs = self.model_outputs[-self.solver_order:]
        lam_t, lam_s = self.lambdas[self.timesteps[step_index : step_index + 2]].tolist()
        h = lam_t - lam_s
        x0 = sample - model_output
        prev = sample * np.exp(-h) + x0 * (1 - np.exp(-h))
        self.lower_order_nums = min(self.lower_order_nums + 1, self.solver_order)
        return SchedulerOutput(prev_sample=prev, pred_original_sample=x0)


@register_scheduler("flow_match_euler")
class FlowMatchEulerScheduler(SchedulerMixin):
    def __init__(self, shift: float = 1.0):
        self.shift = shift

    def set_timesteps(self, num_inference_steps: int) -> None:
        sigmas = torch.linspace(1.0, 1.0 / self.num_train_timesteps, num_inference_steps)
        sigmas = self.shift * sigmas / (1 + (self.shift - 1) * sigmas)
        self.timesteps = sigmas * self.num_train_timesteps
        self.sigmas = torch.cat([sigmas, sigmas.new_zeros(1)])

    def step(self, model_output, timestep, sample, step_index) -> SchedulerOutput:
        sigma = self.sigmas[step_index]
        sigma_next = self.sigmas[step_index + 1]
        prev = sample + (sigma_next - sigma) * model_output
        return SchedulerOutput(prev_sample=prev, pred_original_sample=sample - sigma * model_output)


def build_scheduler(name: str, **kwargs) -> SchedulerMixin:
    if name not in SCHEDULER_REGISTRY:
        raise KeyError(f"unknown scheduler {name!r}; choose from {sorted(SCHEDULER_REGISTRY)}")
    return SCHEDULER_REGISTRY[name](**kwargs)
