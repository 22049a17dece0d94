import torch


class EulerDiscreteScheduler:
    """Trimmed diffusers-style Euler scheduler keyed by timestep values."""

    def __init__(self, num_train_timesteps: int = 1000, beta_start: float = 0.00085, beta_end: float = 0.012):
        self.num_train_timesteps = num_train_timesteps
        betas = torch.linspace(beta_start ** 0.5, beta_end ** 0.5, num_train_timesteps) ** 2
        self.alphas_cumprod = torch.cumprod(1.0 - betas, dim=0)
        self.timesteps = None
        self.sigmas = None

    def set_timesteps(self, num_inference_steps: int) -> None:
        ts = torch.linspace(0, self.num_train_timesteps - 1, num_inference_steps).flip(0)
        all_sigmas = ((1 - self.alphas_cumprod) / self.alphas_cumprod) ** 0.5
        sigmas = torch.nn.functional.interpolate(
            all_sigmas[None, None], size=num_inference_steps, mode="linear", align_corners=True
        )[0, 0].flip(0)
        self.timesteps = ts
        self.sigmas = torch.cat([sigmas, sigmas.new_zeros(1)])

    def index_for_timestep(self, timestep: torch.Tensor) -> int:
        # timesteps are unique floats, so exactly one entry matches
        return (self.timesteps == timestep).nonzero().item()

    def scale_model_input(self, sample: torch.Tensor, timestep: torch.Tensor) -> torch.Tensor:
        sigma = self.sigmas[self.index_for_timestep(timestep)]
        return sample / (sigma ** 2 + 1) ** 0.5

    def step(self, model_output: torch.Tensor, timestep: torch.Tensor, sample: torch.Tensor) -> torch.Tensor:
        idx = self.index_for_timestep(timestep)
        sigma, sigma_next = self.sigmas[idx], self.sigmas[idx + 1]
        pred_x0 = sample - sigma * model_output
        derivative = (sample - pred_x0) / sigma
        return sample + derivative * (sigma_next - sigma)
