'use client';
// The README's Next.js wiring of WealthArea: the area's location from usePathname() and
// useSearchParams(), its navigation through the app router (replace for a tab, push otherwise).
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { WealthArea } from 'wealthkit/pages';

export function Area() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const router = useRouter();
  return (
    <WealthArea
      router={{
        location: search ? `${pathname}?${search}` : pathname,
        navigate: (href, options) => (options?.replace ? router.replace(href) : router.push(href)),
      }}
    />
  );
}
