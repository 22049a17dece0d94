import torch

from .utils import timed_stage


def betas_for_scaled_linear(num_train_timesteps: int, beta_start: float, beta_end: float) -> torch.Tensor:
    return torch.linspace(beta_start**0.5, beta_end**0.5, num_train_timesteps, dtype=torch.float32) ** 2


class DDIMScheduler:
    def __init__(self, num_train_timesteps: int = 1000, beta_start: float = 0.00085,
                 beta_end: float = 0.012, prediction_type: str = "epsilon"):
        self.num_train_timesteps = num_train_timesteps
        self.prediction_type = prediction_type
        betas = betas_for_scaled_linear(num_train_timesteps, beta_start, beta_end)
        self.alphas_cumprod = torch.cumprod(1.0 - betas, dim=0)
        self.final_alpha_cumprod = torch.tensor(1.0)
        self.num_inference_steps = None

    def set_timesteps(self, num_inference_steps: int) -> torch.Tensor:
        self.num_inference_steps = num_inference_steps
        step_ratio = self.num_train_timesteps // num_inference_steps
        return (torch.arange(num_inference_steps) * step_ratio).flip(0)

    def _alpha_prev(self, prev_timestep: torch.Tensor) -> torch.Tensor:
        clamped = prev_timestep.clamp(min=0)
        return torch.where(prev_timestep >= 0, self.alphas_cumprod[clamped], self.final_alpha_cumprod)

    @timed_stage("scheduler_step")
    def step(self, model_output: torch.Tensor, timestep: torch.Tensor, sample: torch.Tensor,
             eta: float = 0.0) -> torch.Tensor:
        prev_timestep = timestep - self.num_train_timesteps // self.num_inference_steps
        alpha_prod_t = self.alphas_cumprod[timestep]
        alpha_prod_t_prev = self._alpha_prev(prev_timestep)
        beta_prod_t = 1 - alpha_prod_t

        if self.prediction_type == "epsilon":
            pred_x0 = (sample - beta_prod_t**0.5 * model_output) / alpha_prod_t**0.5
            pred_eps = model_output
        elif self.prediction_type == "v_prediction":
            pred_x0 = alpha_prod_t**0.5 * sample - beta_prod_t**0.5 * model_output
            pred_eps = alpha_prod_t**0.5 * model_output + beta_prod_t**0.5 * sample
        else:
            raise ValueError(f"unsupported prediction_type {self.prediction_type}")

        pred_dir = (1 - alpha_prod_t_prev) ** 0.5 * pred_eps
        return alpha_prod_t_prev**0.5 * pred_x0 + pred_dir
