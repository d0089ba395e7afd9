import type { ComponentType } from 'react';
import type { Template } from '../domain/site-config';
import { FranchiseHome } from './franchise/Home';
import { GroupHome } from './group/Home';
import { IndependentHome } from './independent/Home';
import type { HomeData } from './types';

export const homeTemplates: Record<Template, ComponentType<HomeData>> = {
  franchise: FranchiseHome,
  independent: IndependentHome,
  group: GroupHome,
};
