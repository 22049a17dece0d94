from . import envs
